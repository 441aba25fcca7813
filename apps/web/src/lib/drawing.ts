import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@faza/shared';

/** Who a drawing is for, as the session store's state (features/auth/session-store.ts). */
export type DrawnSession = {
  status: 'loading' | 'authenticated' | 'anonymous';
  user: AuthUser | null;
};

/**
 * One server drawing's own state: its query cache and its session, made for one request and
 * passed down by context, so drawings run side by side and nothing of one user's drawing is ever
 * in another's (docs/decisions/0065-drawings-side-by-side-and-notifications-by-dispatcher.md).
 * Server only: in the browser there is no provider and the process-wide client and session store
 * are the app's own. Read only behind `import.meta.env.SSR`, so the browser's bundles leave it out.
 */
export type Drawing = { queryClient: QueryClient; session: DrawnSession };

export const DrawingContext = /* @__PURE__ */ createContext<Drawing | null>(null);

/** The drawing being rendered, or null (the browser, or a render outside a drawing). */
export const useDrawing = (): Drawing | null => useContext(DrawingContext);
