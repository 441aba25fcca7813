// The auth feature's public entry: what other features may import.
export { SelectField, TextField } from './form-fields';
export { hasLocalSession, isStaffUser, refreshSession, useSession } from './session-store';
export { verifyPathFor, verifyPhonePathFor } from './verify-path';
