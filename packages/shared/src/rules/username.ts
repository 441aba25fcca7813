import { z } from 'zod';
import { MESSAGES } from '../messages';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
const USERNAME_CHARACTERS = /^[A-Za-z0-9_]*$/;

/** 3 to 20 characters inclusive (docs/product-spec.md §5), ASCII letters, digits and underscores only. */
export const isValidUsername = (username: string): boolean =>
  username.length >= USERNAME_MIN_LENGTH &&
  username.length <= USERNAME_MAX_LENGTH &&
  USERNAME_CHARACTERS.test(username);

export const usernameSchema = z
  .string({ error: MESSAGES.username.tooShort })
  .trim()
  .min(USERNAME_MIN_LENGTH, MESSAGES.username.tooShort)
  .max(USERNAME_MAX_LENGTH, MESSAGES.username.tooLong)
  .regex(USERNAME_CHARACTERS, MESSAGES.username.invalidCharacters);
