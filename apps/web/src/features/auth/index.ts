// The auth feature's public entry: what other features may import.
export { getSession, hasLocalSession, refreshSession, useSession } from './session-store';
export { isStaffUser } from './staff-user';
export { signInPathFor, signUpPathFor } from './safe-next';
export { verifyPathFor, verifyPhonePathFor } from './verify-path';
export { BankNameForm, needsBankName } from './bank-name-form';
export { ChangePasswordForm } from './change-password-form';
