import type { ConversationDetail, MyConsultant } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction, type Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import type { SessionUser } from '../auth';
import { setConsent } from './consultants-repository';
import { findOpenConsultantConversation } from './conversations-repository';
import { consultantOf, isPremiumPlus, talkToConsultant } from './support-service';

// A Premium Plus member's food consultant (docs/architecture.md §1 "Adding a feature",
// docs/decisions/0039): who it is, the consent switch, and talking to them.

async function mine(tx: Queryable, user: SessionUser): Promise<MyConsultant> {
  const assignment = await consultantOf(tx, user);
  return {
    eligible: isPremiumPlus(user),
    consultant: assignment ? { name: assignment.consultant_name } : null,
    consent: assignment?.consent ?? false,
  };
}

/** The member's consultant; a Premium Plus member without one is given one now. */
export function showMyConsultant(sql: Sql, user: SessionUser): Promise<MyConsultant> {
  return withTransaction(sql, (tx) => mine(tx, user));
}

/** The member turns their consent on or off. */
export function setMyConsent(sql: Sql, user: SessionUser, consent: boolean): Promise<MyConsultant> {
  return withTransaction(sql, async (tx) => {
    const now = await mine(tx, user);
    if (!now.eligible) throw refuse('PREMIUM_PLUS_REQUIRED');
    if (!now.consultant) throw refuse('NO_CONSULTANT');
    await setConsent(tx, user.id, consent);
    return { ...now, consent };
  });
}

/** "Talk to my consultant", in the transaction idempotent() opens for it. */
export async function talkToMyConsultant(
  tx: Queryable,
  me: SessionUser,
  message: string,
): Promise<ConversationDetail> {
  return talkToConsultant(tx, me, message, await findOpenConsultantConversation(tx, me.id));
}
