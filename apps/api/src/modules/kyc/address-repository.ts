import type { AddressDocumentType, AddressReview, AddressStatus, KycTier } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

export type AddressReviewRow = {
  id: string;
  user_id: string;
  submitted_by: string;
  content_type: AddressDocumentType;
  size_bytes: number;
  state: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  decided_by: string | null;
  created_at: Date;
  customer_name: string;
  faza: string;
  tier: number;
};

// Every column but the document itself, which only the console's download reads.
const COLUMNS = (db: Queryable) => db`
  r.id, r.user_id, r.submitted_by, r.content_type, octet_length(r.document) as size_bytes,
  r.state, r.reason, r.decided_by, r.created_at,
  coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.display_name) as customer_name,
  u.faza, u.kyc_tier as tier`;

export const toAddressReview = (r: AddressReviewRow): AddressReview => ({
  id: r.id,
  userId: r.user_id,
  customerName: r.customer_name,
  faza: r.faza,
  tier: r.tier as KycTier,
  state: r.state,
  contentType: r.content_type,
  sizeBytes: Number(r.size_bytes),
  submittedBy: r.submitted_by,
  decidedBy: r.decided_by,
  reason: r.reason,
  createdAt: r.created_at.toISOString(),
});

export async function insertAddressReview(
  db: Queryable,
  r: { userId: string; submittedBy: string; contentType: AddressDocumentType; document: Buffer },
): Promise<string | null> {
  const [row] = await db<{ id: string }[]>`
    insert into address_reviews (user_id, submitted_by, content_type, document)
    values (${r.userId}, ${r.submittedBy}, ${r.contentType}, ${r.document})
    on conflict (user_id) where state = 'pending' do nothing
    returning id`;
  return row?.id ?? null;
}

export async function findAddressReview(
  db: Queryable,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<AddressReviewRow | null> {
  const [row] = await db<AddressReviewRow[]>`
    select ${COLUMNS(db)} from address_reviews r join users u on u.id = r.user_id
    where r.id = ${id} ${opts.lock ? db`for update of r` : db``}`;
  return row ?? null;
}

export async function listAddressReviews(
  db: Queryable,
  state: AddressReviewRow['state'],
): Promise<AddressReviewRow[]> {
  return db<AddressReviewRow[]>`
    select ${COLUMNS(db)} from address_reviews r join users u on u.id = r.user_id
    where r.state = ${state}
    order by r.created_at ${state === 'pending' ? db`asc` : db`desc`}
    limit 100`;
}

export async function addressDocument(
  db: Queryable,
  id: string,
): Promise<{ content_type: AddressDocumentType; document: Buffer } | null> {
  const [row] = await db<{ content_type: AddressDocumentType; document: Buffer }[]>`
    select content_type, document from address_reviews where id = ${id}`;
  return row ?? null;
}

export async function latestAddressStatus(db: Queryable, userId: string): Promise<AddressStatus> {
  const [row] = await db<{ state: AddressReviewRow['state']; reason: string | null }[]>`
    select state, reason from address_reviews where user_id = ${userId}
    order by created_at desc limit 1`;
  return row ?? { state: 'none', reason: null };
}

export async function decideAddressReview(
  db: Queryable,
  id: string,
  d: { state: 'approved' | 'rejected'; reason: string | null; staffId: string },
): Promise<void> {
  await db`
    update address_reviews set state = ${d.state}, reason = ${d.reason}, decided_by = ${d.staffId},
      decided_at = clock_timestamp()
    where id = ${id}`;
}
