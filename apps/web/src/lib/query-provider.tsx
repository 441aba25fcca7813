import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDrawing } from './drawing';
import { queryClient } from './query-client';

/**
 * The client of this render: on the server the drawing's own (lib/drawing.ts), in the browser the
 * app's one. `import.meta.env.SSR` is folded by the build: the browser's bundles keep only the
 * second branch.
 */
export const useAppQueryClient = import.meta.env.SSR
  ? () => useDrawing()?.queryClient ?? queryClient
  : () => queryClient;

/**
 * TanStack Query (~12 KB gzip) is kept off the landing page's first load, which has an 80 KB
 * budget (docs/architecture.md §6). So this provider is not in the app shell: the router lazily wraps every
 * page except the landing page in it, and the landing page's bundle previews bring their own.
 * All of them share one client, so the cache survives navigation.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={useAppQueryClient()}>{children}</QueryClientProvider>;
}
