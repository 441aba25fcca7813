import type { SuccessEnvelope } from '@faza/shared';

/** Wraps a handler's result in the success envelope of docs/architecture.md §2. */
export const ok = <T>(data: T): SuccessEnvelope<T> => ({ status: 'success', data });
