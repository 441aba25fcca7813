import {
  addDays,
  CIRCLE_LIMITS as L,
  lagosToday,
  type CircleKind,
  type CircleSchedule,
  type CreateCircleRequest,
} from '@faza/shared';

/** One food of a goal picked from the catalogue: `name|quantity-type` → quantity. */
export type GoalPick = { name: string; quantityType: string; quantity: number };

/** What the three steps of /circles/new hold while the member types. */
export type CircleDraft = {
  name: string;
  kind: CircleKind;
  /** Chip-in only: the FAZA digits, once the name enquiry found a member. */
  beneficiaryFaza: string;
  goal: { mode: 'bundle'; bundleId: string } | { mode: 'items'; picks: GoalPick[] };
  schedule: CircleSchedule;
  instalments: number;
  maxMembers: number;
  startDate: string;
};

export const newCircleDraft = (now: Date): CircleDraft => ({
  name: '',
  kind: 'save_together',
  beneficiaryFaza: '',
  goal: { mode: 'bundle', bundleId: '' },
  schedule: 'monthly',
  instalments: 3,
  maxMembers: 5,
  // Tomorrow (Lagos): today may already be past its 9 am autopay.
  startDate: addDays(lagosToday(now), 1),
});

/** The goal's picks with one food's quantity set (0 removes it). */
export function setPick(picks: readonly GoalPick[], pick: GoalPick): GoalPick[] {
  const rest = picks.filter((p) => p.name !== pick.name || p.quantityType !== pick.quantityType);
  if (pick.quantity <= 0) return rest;
  const at = picks.findIndex((p) => p.name === pick.name && p.quantityType === pick.quantityType);
  const next = { ...pick, quantity: Math.min(pick.quantity, L.goalMaxQuantity) };
  if (at === -1) return [...rest, next];
  return [...rest.slice(0, at), next, ...rest.slice(at)];
}

/** Whether each step is complete enough to go on (the server checks everything again). */
export const stepReady = (draft: CircleDraft, step: 0 | 1 | 2): boolean => {
  if (step === 0)
    return (
      draft.name.trim().length >= L.nameMinLength &&
      (draft.kind === 'save_together' || draft.beneficiaryFaza.length === 12)
    );
  if (step === 1)
    return draft.goal.mode === 'bundle' ? draft.goal.bundleId !== '' : draft.goal.picks.length > 0;
  return (
    draft.instalments >= L.minInstalments &&
    draft.instalments <= L.maxInstalments &&
    draft.maxMembers >= L.minMembers &&
    draft.maxMembers <= L.maxMembers &&
    /^\d{4}-\d{2}-\d{2}$/.test(draft.startDate)
  );
};

/** The body of `POST /api/circles` and its quote; null until the goal is chosen. */
export function draftRequest(draft: CircleDraft): CreateCircleRequest | null {
  if (!stepReady(draft, 1)) return null;
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    goal:
      draft.goal.mode === 'bundle'
        ? { 'bundle-id': draft.goal.bundleId }
        : {
            items: draft.goal.picks.map((p) => ({
              name: p.name,
              'quantity-type': p.quantityType,
              quantity: p.quantity,
            })),
          },
    schedule: draft.schedule,
    instalments: draft.instalments,
    'max-members': draft.maxMembers,
    'start-date': draft.startDate,
    ...(draft.kind === 'chip_in' ? { 'beneficiary-faza': draft.beneficiaryFaza } : {}),
  };
}

/**
 * The quote's body: the create body with a placeholder name while the first step's name is still
 * short, so the price shows as soon as the goal is chosen.
 */
export function quoteRequest(draft: CircleDraft): CreateCircleRequest | null {
  const body = draftRequest(draft);
  if (!body || !stepReady(draft, 2)) return null;
  if (draft.kind === 'chip_in' && draft.beneficiaryFaza.length !== 12) return null;
  return body.name.length >= L.nameMinLength ? body : { ...body, name: 'Preview' };
}

/** Which step a server field error belongs to, so the form can go back to it. */
export const stepOfField = (field: string): 0 | 1 | 2 => {
  if (field === 'name' || field === 'kind' || field.startsWith('beneficiary')) return 0;
  if (field.startsWith('goal')) return 1;
  return 2;
};
