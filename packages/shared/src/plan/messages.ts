// Texts of food planning (docs/decisions/0037-food-planning.md); "ours" in messages.ts's sense.
export const PLAN_MESSAGES = {
  premiumOnly: 'Food planning is for Premium and Premium Plus members. Upgrade to plan your meals.',
  premiumPlusOnly:
    'A week of meals is for Premium Plus members. Premium plans up to 3 days; upgrade for the week.',
  unknownRecipe: 'This recipe was not found.',
  /** On /plan/week when the member's food consultant wrote the plan (docs/decisions/0039). */
  writtenByConsultant: (name: string, date: string) =>
    `Your food consultant ${name} wrote this plan on ${date}.`,
  notEnoughFood: (names: string) => `Your pantry does not hold enough for this dish: ${names}.`,
  askAmount: (names: string) =>
    `We cannot measure ${names} in your pantry's units. Please say how much you used.`,
  manualTooMuch: 'You cannot use more than the pantry holds.',
  undoExpired: 'A cooking can only be undone within 10 minutes.',
  undoDone: 'This cooking was already undone.',
  undoMoved: 'Some of the food left over has since moved, so this cooking cannot be undone.',
  noPlanInBudget: (budget: string) =>
    `No week of meals fits ${budget}. Raise the budget, relax the dietary tags or plan fewer days.`,
  noRecipesForTags: 'No recipes suit every meal with those dietary tags.',
  tooManyDays: (days: number) => `Your plan can cover at most ${days} days.`,
  cooked: (name: string) => `Enjoy your ${name}! The food has left your pantry.`,
  undone: 'Undone: the food is back in your pantry.',
  addedMissing: 'The missing items are in your cart.',
} as const;

/** How long "I cooked it" can be undone (docs/decisions/0037-food-planning.md). */
export const COOKING_UNDO_MINUTES = 10;
