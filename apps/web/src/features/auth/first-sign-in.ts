/*
 * A new member's first sign-in says welcome, not the spec's "Welcome back": the email
 * verification that follows sign-up remembers the address here, and the sign-in of that address
 * takes it. Kept in localStorage so it survives the way to the sign-in page (a guard, a reload).
 */
const KEY = 'faza:first-sign-in';

/** After the email is verified by someone not signed in: their next sign-in is their first. */
export function expectFirstSignIn(email: string): void {
  try {
    localStorage.setItem(KEY, email.trim().toLowerCase());
  } catch {
    // Storage refused (private mode): the sign-in says "Welcome back", nothing worse.
  }
}

/** Whether a first sign-in is awaited on this browser (the sign-in page's greeting). */
export function awaitingFirstSignIn(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether this sign-in of `email` is its first; asked once, after the sign-in succeeded. */
export function takeFirstSignIn(email: string): boolean {
  try {
    const awaited = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return awaited !== null && awaited === email.trim().toLowerCase();
  } catch {
    return false;
  }
}
