// The accounts module's public entry: what other modules (the demo seed) may use.
export { authRoutes } from './auth-routes';
export { hashPassword } from './passwords';
export { findUserByPhone, insertUserWithWallet } from './users-repository';
export { authJobs, RESET_LINK_TASK, VERIFICATION_CODE_TASK } from './auth-jobs';
