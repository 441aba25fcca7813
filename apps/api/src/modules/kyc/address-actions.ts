import type { AddressDocumentType, AddressReview, AddressStatus } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { withTransaction, type Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import {
  addressDocument,
  decideAddressReview,
  findAddressReview,
  insertAddressReview,
  latestAddressStatus,
  listAddressReviews,
  toAddressReview,
  type AddressReviewRow,
} from './address-repository';

// Tier 3 by a proof of address (docs/decisions/0063): the customer (or staff for them) sends a
// photo or PDF; another staff member approves or rejects it with a reason, audited. Four eyes:
// never the customer, never whoever sent it (the database refuses it too).

/** The first bytes each accepted type starts with: the declared type must be the file's. */
const MAGIC: Record<AddressDocumentType, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
};

const isType = (t: string): t is AddressDocumentType => Object.hasOwn(MAGIC, t);

/**
 * Stores a proof of address for `userId` sent by `submittedBy`, in its own transaction: the
 * account must be Tier 2 with no other proof waiting; the bytes must be the declared type.
 */
export async function submitAddressDocument(
  sql: Sql,
  d: { userId: string; submittedBy: string; contentType: string; document: unknown },
): Promise<AddressStatus> {
  return withTransaction(sql, (tx) => submitIn(tx, d));
}

async function submitIn(
  tx: TransactionSql,
  d: { userId: string; submittedBy: string; contentType: string; document: unknown },
): Promise<AddressStatus> {
  const type = d.contentType.split(';')[0]!.trim().toLowerCase();
  if (!isType(type) || !Buffer.isBuffer(d.document)) throw refuse('DOCUMENT_TYPE');
  if (d.document.length === 0) throw refuse('DOCUMENT_EMPTY');
  if (!MAGIC[type].every((b, i) => d.document instanceof Buffer && d.document[i] === b))
    throw refuse('DOCUMENT_TYPE');
  const [user] = await tx<{ kyc_tier: number }[]>`
    select kyc_tier from users where id = ${d.userId} for update`;
  if (!user) throw refuse('OWNER_NOT_FOUND');
  if (user.kyc_tier >= 3) throw refuse('ADDRESS_ALREADY_VERIFIED');
  if (user.kyc_tier < 2) throw refuse('ADDRESS_NEEDS_TIER_2');
  const id = await insertAddressReview(tx, {
    userId: d.userId,
    submittedBy: d.submittedBy,
    contentType: type,
    document: d.document,
  });
  if (!id) throw refuse('ADDRESS_REVIEW_PENDING');
  if (d.submittedBy !== d.userId)
    await recordAudit(tx, {
      actorId: d.submittedBy,
      action: 'address_review.submit',
      subjectType: 'address_review',
      subjectId: id,
      after: { userId: d.userId, contentType: type, sizeBytes: d.document.length },
    });
  return latestAddressStatus(tx, d.userId);
}

/** Staff send a proof of address for the customer with this Faza ID. */
export async function submitAddressDocumentFor(
  sql: Sql,
  d: { faza: string; submittedBy: string; contentType: string; document: unknown },
): Promise<AddressStatus> {
  const [user] = await sql<{ id: string }[]>`select id from users where faza = ${d.faza}`;
  if (!user) throw refuse('OWNER_NOT_FOUND');
  return submitAddressDocument(sql, { ...d, userId: user.id });
}

export async function addressDocumentForStaff(db: Queryable, id: string) {
  const doc = await addressDocument(db, id);
  if (!doc) throw refuse('ADDRESS_REVIEW_NOT_FOUND');
  return doc;
}

export async function listAddressReviewsForStaff(
  db: Queryable,
  state: AddressReviewRow['state'],
): Promise<AddressReview[]> {
  return (await listAddressReviews(db, state)).map(toAddressReview);
}

async function pendingReview(tx: TransactionSql, id: string, staffId: string) {
  const review = await findAddressReview(tx, id, { lock: true });
  if (!review) throw refuse('ADDRESS_REVIEW_NOT_FOUND');
  if (review.state !== 'pending') throw refuse('ADDRESS_REVIEW_DECIDED');
  if (staffId === review.user_id || staffId === review.submitted_by)
    throw refuse('ADDRESS_REVIEW_OWN');
  return review;
}

/** Another staff member approves: the account becomes Tier 3, audited. */
export async function approveAddressReview(
  tx: TransactionSql,
  id: string,
  staffId: string,
): Promise<AddressReview> {
  const review = await pendingReview(tx, id, staffId);
  await decideAddressReview(tx, id, { state: 'approved', reason: null, staffId });
  await tx`update users set kyc_tier = 3 where id = ${review.user_id}`;
  await recordAudit(tx, {
    actorId: staffId,
    action: 'address_review.approve',
    subjectType: 'address_review',
    subjectId: id,
    before: { state: review.state, tier: review.tier },
    after: { state: 'approved', tier: 3, userId: review.user_id },
  });
  return toAddressReview((await findAddressReview(tx, id))!);
}

/** Another staff member rejects with a reason the customer sees; the tier stays, audited. */
export async function rejectAddressReview(
  tx: TransactionSql,
  id: string,
  staffId: string,
  reason: string,
): Promise<AddressReview> {
  const review = await pendingReview(tx, id, staffId);
  await decideAddressReview(tx, id, { state: 'rejected', reason, staffId });
  await recordAudit(tx, {
    actorId: staffId,
    action: 'address_review.reject',
    subjectType: 'address_review',
    subjectId: id,
    before: { state: review.state },
    after: { state: 'rejected', reason, userId: review.user_id },
  });
  return toAddressReview((await findAddressReview(tx, id))!);
}
