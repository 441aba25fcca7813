import { refuse } from './app-error';

/**
 * Staff never decide on their own money, food or delivery (confirming their own top-up, adding
 * food to their own pantry…): another staff member must. Throws 403 `OWN_DECISION` when the staff
 * member acting owns what is decided on.
 */
export function refuseOwnDecision(staffId: string, ownerId: string): void {
  if (staffId === ownerId) throw refuse('OWN_DECISION');
}
