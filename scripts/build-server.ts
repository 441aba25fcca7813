// Builds the API's server bundle that the tests start (apps/api/test/server-bundle.ts;
// docs/decisions/0067). Part of `npm run build`, so the test steps that follow it find it built.
//
//   node scripts/build-server.ts
import { buildServerBundle } from '../apps/api/test/server-bundle.ts';

await buildServerBundle();
