import { fullName, publicFirstName, type NamedPerson } from '../rules/person-name';

/**
 * A name as a bank's name enquiry shows it: enough for the sender to recognise the receiver, not
 * enough to learn who owns a number. Each word (split on spaces, dots, underscores, hyphens, plus
 * signs and digits) keeps its first two letters, the first capitalised, then a fixed '***' so the
 * length is not leaked: 'adaeze.okafor' → 'Ad*** Ok***'. At most three words are shown.
 */
export const maskDisplayName = (name: string): string => {
  const words = name.split(/[\s._\-+\d]+/u).filter(Boolean);
  if (words.length === 0) return '***';
  return words
    .slice(0, 3)
    .map((word) => {
      const [first = '', second = ''] = [...word];
      return `${first.toLocaleUpperCase('en-NG')}${second}***`;
    })
    .join(' ');
};

type NameColumns = { first_name: string | null; last_name: string | null; display_name: string };

/** A row's name columns as the naming functions of rules/person-name take them. */
export const namedPerson = (row: NameColumns): NamedPerson => ({
  firstName: row.first_name,
  lastName: row.last_name,
  displayName: row.display_name,
});

const named = (row: NameColumns) => row.first_name !== null && row.last_name !== null;

/**
 * The other party of the account holder's own send, in its history and receipt: the full name
 * ('Bola Tinubu'), or for an account with no name its display name masked as before
 * (docs/decisions/0054-real-names.md).
 */
export const fullNameOrMasked = (row: NameColumns): string =>
  named(row) ? fullName(namedPerson(row)) : maskDisplayName(row.display_name);

/** Who sent to the account holder: the sender's first name, or its display name masked. */
export const firstNameOrMasked = (row: NameColumns): string =>
  named(row) ? publicFirstName(namedPerson(row)) : maskDisplayName(row.display_name);

/** The signed-in user's names as the naming functions take them. */
export const authUserPerson = (user: {
  name: string;
  'first-name': string | null;
  'last-name': string | null;
}): NamedPerson => ({
  firstName: user['first-name'],
  lastName: user['last-name'],
  displayName: user.name,
});
