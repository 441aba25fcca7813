// The auth feature's public entry: what other features may import.
export {
  getSession,
  hasLocalSession,
  isStaffUser,
  refreshSession,
  useSession,
} from './session-store';
export { signInPathFor, signUpPathFor } from './safe-next';
export { verifyPathFor, verifyPhonePathFor } from './verify-path';
export { BankNameForm, needsBankName } from './bank-name-form';
export { ChangePasswordForm } from './change-password-form';
