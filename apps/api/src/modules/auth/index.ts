// The accounts module's public entry: what other modules (the demo seed) may use.
export { authRoutes } from './auth-routes';
export { hashPassword } from './passwords';
export { findUserByPhone, insertUserWithWallet } from './users-repository';
