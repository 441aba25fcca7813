import { KYC_MESSAGES, type IdentityStatus, type VerifyIdentityRequest } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { IdentityProvider } from './identity-provider';
import { identityEventOf, namesMatch } from './identity-events';
import {
  decideCheck,
  failStalePending,
  identityHash,
  insertPendingCheck,
  latestIdentityCheck,
  lockPendingCheck,
  numberVerifiedElsewhere,
  toIdentityStatus,
} from './identity-repository';

/** A check the provider has not answered in this long may be asked again. */
const STALE_MINUTES = 10;

type Customer = {
  email: string;
  phone: string;
  first_name: string | null;
  last_name: string | null;
  kyc_tier: number;
  provider_customer: string | null;
};

/**
 * A customer asks for Tier 2 with a BVN or NIN (docs/decisions/0063): the provider's customer is
 * made (or reused), a pending check is stored — one at a time, the number kept only as its last
 * four digits and a keyed hash — then the provider is asked; its answer comes by webhook (the
 * sandbox's before this returns). Answers the check as it stands.
 */
export async function startIdentityCheck(
  sql: Sql,
  provider: IdentityProvider,
  userId: string,
  request: VerifyIdentityRequest,
): Promise<IdentityStatus> {
  const [me] = await sql<Customer[]>`
    select u.email, u.phone, u.first_name, u.last_name, u.kyc_tier,
           coalesce(
             (select provider_customer from virtual_accounts v
              where v.user_id = u.id and v.provider = ${provider.name}),
             (select provider_customer from identity_checks c
              where c.user_id = u.id and c.provider = ${provider.name}
              order by c.created_at desc limit 1)) as provider_customer
    from users u where u.id = ${userId}`;
  if (!me) throw refuse('UNAUTHORIZED');
  if (me.kyc_tier >= 2) throw refuse('IDENTITY_ALREADY_VERIFIED');
  if (!me.first_name || !me.last_name) throw refuse('IDENTITY_NAME_NEEDED');
  const { idType, idNumber } = request;
  const hash = await identityHash(sql, idType, idNumber);
  if (await numberVerifiedElsewhere(sql, userId, idType, hash)) throw refuse('IDENTITY_IN_USE');
  await failStalePending(sql, userId, STALE_MINUTES);
  const pending = await latestIdentityCheck(sql, userId);
  if (pending?.state === 'pending') throw refuse('IDENTITY_PENDING');

  const customerCode = await provider.ensureCustomer({
    userId,
    email: me.email,
    phone: me.phone,
    firstName: me.first_name,
    lastName: me.last_name,
    providerCustomer: me.provider_customer,
  });
  const check = await insertPendingCheck(sql, {
    userId,
    idType,
    idNumber,
    hash,
    provider: provider.name,
    customerCode,
  });
  if (!check) throw refuse('IDENTITY_PENDING');
  try {
    await provider.requestIdentification({
      customerCode,
      idType,
      idNumber,
      firstName: me.first_name,
      lastName: me.last_name,
    });
  } catch (err) {
    await decideCheck(sql, check.id, {
      state: 'failed',
      reason: 'The verification service could not be reached. Please try again.',
      reportedName: null,
    });
    throw err;
  }
  return toIdentityStatus(await latestIdentityCheck(sql, userId));
}

type Log = { warn: (m: string) => void };

/**
 * A signed `customeridentification.*` event (Paystack's webhook or the sandbox's): the pending
 * check of that provider's customer is decided once, under its row lock. A success moves the
 * account to Tier 2 only if the name on record (when the provider reports one) is the account's,
 * and the number verifies no other account. Answers false for any other event; an event for no
 * pending check (a replay) changes nothing.
 */
export async function receiveIdentityEvent(
  sql: Sql,
  providerName: 'sandbox' | 'paystack',
  body: unknown,
  log: Log,
): Promise<boolean> {
  const event = identityEventOf(body);
  if (!event) return false;
  await withTransaction(sql, async (tx) => {
    const check = await lockPendingCheck(tx, providerName, event.customerCode);
    if (!check) {
      log.warn(`identity event for ${event.customerCode} with no pending check: ignored`);
      return;
    }
    const [user] = await tx<{ first_name: string | null; last_name: string | null }[]>`
      select first_name, last_name from users where id = ${check.user_id} for update`;
    const reported =
      event.reportedFirstName && event.reportedLastName
        ? { firstName: event.reportedFirstName, lastName: event.reportedLastName }
        : null;
    const reportedName = reported ? `${reported.firstName} ${reported.lastName}` : null;
    let reason: string | null = null;
    if (event.outcome === 'failed')
      reason = KYC_MESSAGES.identityFailed(event.reason ?? 'the provider could not confirm it');
    else if (
      reported &&
      !namesMatch({ firstName: user!.first_name ?? '', lastName: user!.last_name ?? '' }, reported)
    )
      reason = KYC_MESSAGES.nameMismatch(reportedName!);
    else if (await numberVerifiedElsewhere(tx, check.user_id, check.id_type, check.id_hash))
      reason = KYC_MESSAGES.identityInUse;
    const decided = await decideCheck(tx, check.id, {
      state: reason ? 'failed' : 'verified',
      reason,
      reportedName,
    });
    if (!reason)
      await tx`update users set kyc_tier = greatest(kyc_tier, 2) where id = ${check.user_id}`;
    await recordAudit(tx, {
      actorId: null,
      action: reason ? 'identity.failed' : 'identity.verified',
      subjectType: 'user',
      subjectId: check.user_id,
      before: { tier: 1, check: check.id },
      after: { state: decided.state, reason, reportedName, idType: check.id_type },
    });
  });
  return true;
}
