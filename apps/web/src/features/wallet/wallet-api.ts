import {
  sandboxTransferResponseSchema,
  topUpResponseSchema,
  walletRequeryResponseSchema,
  type SandboxTransferRequest,
  verifyTopUpResponseSchema,
  walletSendResponseSchema,
  type TopUpRequest,
  type WalletSendRequest,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

/** `POST /api/wallet/topup`; one key per dialog opening, so a double tap starts one top-up. */
export const startTopUp = (body: TopUpRequest, idempotencyKey: string) =>
  apiFetch('/wallet/topup', {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: topUpResponseSchema,
  });

/** `POST /api/wallet/verify/{reference}/{userId}`: asks the provider, credits at most once. */
export const verifyTopUp = (reference: string, userId: string) =>
  apiFetch(`/wallet/verify/${encodeURIComponent(reference)}/${encodeURIComponent(userId)}`, {
    method: 'POST',
    schema: verifyTopUpResponseSchema,
  });

/** `POST /api/wallet/send`. */
export const sendMoney = (body: WalletSendRequest, idempotencyKey: string) =>
  apiFetch('/wallet/send', {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: walletSendResponseSchema,
  });

/** `POST /api/wallet/account/requery`: "I've sent money". */
export const requeryWalletAccount = () =>
  apiFetch('/wallet/account/requery', { method: 'POST', schema: walletRequeryResponseSchema });

/** `POST /api/wallet/sandbox/transfers`: the sandbox bank pays into an account (sandbox only). */
export const simulateTransfer = (body: SandboxTransferRequest) =>
  apiFetch('/wallet/sandbox/transfers', {
    method: 'POST',
    json: body,
    schema: sandboxTransferResponseSchema,
  });
