// The pantry feature's public entry: what the server needs to draw /pantry.
export { pantryPageData } from './pantry-page-data';
