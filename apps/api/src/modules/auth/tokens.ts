import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@faza/shared';

/** 32 random bytes (256 bits), base64url: what session cookies and reset links carry. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a database leak does not hand out live sessions or reset links. */
export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

/** base64url of 32 bytes is exactly 43 characters; anything else cannot be one of ours. */
export const looksLikeToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/** Six random digits, leading zeros kept. */
export const newVerificationCode = (): string =>
  String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** Codes are hashed with the id of their row so equal codes of two users hash differently. */
export const hashCode = (codeId: string, code: string): Buffer =>
  createHash('sha256').update(`${codeId}:${code}`).digest();

export const sameHash = (a: Buffer, b: Buffer): boolean =>
  a.length === b.length && timingSafeEqual(a, b);
