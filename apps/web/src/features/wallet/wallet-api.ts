import type {
  TopUpRequest,
  TopUpResponse,
  VerifyTopUpResponse,
  WalletSendRequest,
  WalletSendResponse,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

/** `POST /api/wallet/topup`; one key per dialog opening, so a double tap starts one top-up. */
export const startTopUp = (body: TopUpRequest, idempotencyKey: string) =>
  apiFetch<TopUpResponse>('/wallet/topup', {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** `POST /api/wallet/verify/{reference}/{userId}`: asks the provider, credits at most once. */
export const verifyTopUp = (reference: string, userId: string) =>
  apiFetch<VerifyTopUpResponse>(
    `/wallet/verify/${encodeURIComponent(reference)}/${encodeURIComponent(userId)}`,
    { method: 'POST' },
  );

/** `POST /api/wallet/send`. */
export const sendMoney = (body: WalletSendRequest, idempotencyKey: string) =>
  apiFetch<WalletSendResponse>('/wallet/send', {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
