import { z } from 'zod';

/** Every successful API answer: `{ status: 'success', data }` (docs/architecture.md §2). */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });

/**
 * Every failed API answer. `error` is the user-facing text; `code` is for programs; every 429
 * carries `retryAfterSeconds` (also in the Retry-After header), so no client parses the text.
 */
export const failureEnvelope = z.object({
  status: z.literal('failed'),
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().int().positive().optional(),
  /** 409 SLOT_FULL only: the next slots of the zone the caller may still book. */
  nextSlots: z
    .array(z.object({ id: z.string(), date: z.string(), start: z.string(), end: z.string() }))
    .optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export type SuccessEnvelope<T> = { status: 'success'; data: T };
