// wouter imports the React 17 compatibility shim of useSyncExternalStore. React 19 has the hook
// built in, so the build aliases the shim to this re-export (saves ~0.4 KB gzip on every page).
export { useSyncExternalStore } from 'react';
