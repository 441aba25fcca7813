// Texts of the monthly food analytics (docs/architecture.md §3a), once.
export const INSIGHTS_MESSAGES = {
  premiumOnly: 'Monthly food analytics come with Premium and Premium Plus.',
  badMonth: 'Choose a month as YYYY-MM, from your first month on Faza up to this one.',
  badRange: 'Choose a date range of at most 366 days, from before to after.',
  unknownTable: 'There is no such table.',
  sampleNotice: 'This is a sample, not your data. Upgrade to Premium to see your own month.',
  notEnoughUse: 'Not enough cooking or deliveries yet to estimate.',
  noBasket: 'You bought nothing last month, so there is no basket to compare.',
  nothingThisMonth: 'Nothing happened in your pantry or wallet this month.',
} as const;
