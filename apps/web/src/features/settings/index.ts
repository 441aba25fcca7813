// The account settings feature's public entry: the security page (signed-in devices).
export { SecurityPage } from './security-page';
