import path from 'node:path';

/**
 * The apps/api folder (migrations/, seed/). This file sits one level below it (src/), and so does
 * the server bundle that tests start (dist/, scripts/build-server.ts): both find the same folder.
 * Other API files find their paths from here, never from their own import.meta, which a bundle
 * would move (docs/decisions/0067).
 */
export const API_DIR = path.resolve(import.meta.dirname, '..');
