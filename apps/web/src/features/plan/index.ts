// Food planning's public entry: what other features may import.
export { PantryRunway } from './pantry-runway';
