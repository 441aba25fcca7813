// The accounts module's public entry: sessions for every route (the session plugin, requireUser,
// currentUser) and what the demo seed needs. Other modules use only what is exported here.
export { authRoutes } from './auth-routes';
export type { AuthOptions } from './auth-options';
export { hashPassword } from './passwords';
export { passwordMatches } from './password-check';
export { findUserByPhone, insertUserWithWallet } from './users-repository';
export { authJobs } from './auth-jobs';
export {
  currentUser,
  requireUser,
  requireVerifiedPhone,
  sessionPlugin,
  userOfCookieHeader,
  type SessionUser,
} from './session-plugin';
export { toAuthUser } from './auth-mappers';
export { textPhoneCode, withProvedPhone } from './phone-proof';
export { isWrongCode, refuseWrongCode } from './codes-repository';
