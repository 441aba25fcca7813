import { z } from 'zod';
import { GIFT_MESSAGES } from './messages';

/** A gift's claim code: the last part of its claim link, `/claim/{code}`. */
export const claimCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, GIFT_MESSAGES.notFound);
