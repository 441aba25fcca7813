// The roles feature's public entry: what other features may import.
export { changeRole } from './change-role';
