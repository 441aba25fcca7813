import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
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
// leave the page responsive (a default-priority hydration runs as one long task).
if (root.hasAttribute('data-prerendered')) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
