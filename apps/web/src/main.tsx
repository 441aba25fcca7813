import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadCodeFor } from './app/app-router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing the #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server prerenders the public pages (data-prerendered): the same components take over that
// HTML instead of drawing it again, in a transition so the work is split into short tasks that
// leave the page responsive (a default-priority hydration runs as one long task). The page's code
// is loaded first so hydration adopts the drawing in one pass; if it fails to load, hydration
// still starts and the page's error boundary offers a retry. From `data-hydrating` on, React answers
// a tap itself (it hydrates what was tapped first), so /boot.js stops keeping taps to make again
// (docs/decisions/0042-signed-in-pages-drawn-per-request.md).
if (root.hasAttribute('data-prerendered')) {
  const hydrate = () => {
    document.documentElement.dataset.hydrating = '';
    startTransition(() => void hydrateRoot(root, app));
  };
  loadCodeFor(window.location.pathname).then(hydrate, hydrate);
} else createRoot(root).render(app);
