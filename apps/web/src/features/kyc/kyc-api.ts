import {
  accountLimitsResponseSchema,
  addressResponseSchema,
  identityResponseSchema,
  type VerifyIdentityRequest,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

/** `GET /api/account/limits`. */
export const fetchAccountLimits = () =>
  apiFetch('/account/limits', { schema: accountLimitsResponseSchema });

/** `POST /api/account/identity`: a BVN or NIN to check. */
export const verifyIdentity = (body: VerifyIdentityRequest) =>
  apiFetch('/account/identity', { method: 'POST', json: body, schema: identityResponseSchema });

/** `POST /api/account/address`: the file itself as the body. */
export const uploadAddressDocument = (file: File) =>
  apiFetch('/account/address', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type },
    schema: addressResponseSchema,
  });
