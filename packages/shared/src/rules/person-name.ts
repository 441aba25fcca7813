import { z } from 'zod';

// A person's name as on their bank account (docs/decisions/0054-real-names.md).

const PERSON_NAME_MAX_LENGTH = 50;

export const NAME_MESSAGES = {
  firstNameRequired: 'Enter your first name as on your bank account',
  lastNameRequired: 'Enter your last name as on your bank account',
  tooLong: `Use at most ${PERSON_NAME_MAX_LENGTH} characters`,
  invalid: 'Use letters, spaces, hyphens and apostrophes only',
} as const;

/** Letters of any script (with their accents), then letters joined by spaces, hyphens or apostrophes. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

const nameSchema = (required: string) =>
  z
    .string({ error: required })
    .transform((value) => value.trim().replace(/\s+/gu, ' '))
    .pipe(
      z
        .string()
        .min(1, required)
        .max(PERSON_NAME_MAX_LENGTH, NAME_MESSAGES.tooLong)
        .regex(NAME_PATTERN, NAME_MESSAGES.invalid),
    );

export const firstNameSchema = nameSchema(NAME_MESSAGES.firstNameRequired);
export const lastNameSchema = nameSchema(NAME_MESSAGES.lastNameRequired);

/** What the naming functions need of a user: the bank-account name, when given, and the old display name. */
export type NamedPerson = {
  firstName: string | null;
  lastName: string | null;
  displayName: string;
};

const hasName = (p: NamedPerson): p is NamedPerson & { firstName: string; lastName: string } =>
  Boolean(p.firstName && p.lastName);

/**
 * The name other people see of a sender (gift pages, WhatsApp texts, notifications, emails): the
 * first name, or the display name of an account that never gave one.
 */
export const publicFirstName = (p: NamedPerson): string =>
  hasName(p) ? p.firstName : p.displayName;

/** The name the account holder's own history and staff see: first and last, or the display name. */
export const fullName = (p: NamedPerson): string =>
  hasName(p) ? `${p.firstName} ${p.lastName}` : p.displayName;

/**
 * A name enquiry's answer as Nigerian banks give it: the first name in full and the surname's
 * initial ('Bola T.'). A double-barrelled surname ('Adeyemi-Bakare') still shows one initial.
 */
export const bankStyleName = (firstName: string, lastName: string): string => {
  const [initial = ''] = [...lastName.trim()];
  return `${firstName.trim()} ${initial.toLocaleUpperCase('en-NG')}.`;
};
