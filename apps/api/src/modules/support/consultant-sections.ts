import type { ConsultantMemberView } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { pantrySummary } from '../pantry';

/**
 * What a member shares with their consultant when consent is on, one loader per section. The
 * route checks consent once for all of them, so a section added here (the week's meal plan, the
 * monthly insights) is covered by the same check and its tests (docs/decisions/0039).
 */
const SECTIONS: {
  [K in keyof ConsultantMemberView['sections']]: (
    db: Queryable,
    memberId: string,
  ) => Promise<ConsultantMemberView['sections'][K]>;
} = {
  pantry: pantrySummary,
};

export async function consultantSections(
  db: Queryable,
  memberId: string,
): Promise<ConsultantMemberView['sections']> {
  const entries = await Promise.all(
    Object.entries(SECTIONS).map(async ([key, load]) => [key, await load(db, memberId)] as const),
  );
  return Object.fromEntries(entries) as ConsultantMemberView['sections'];
}
