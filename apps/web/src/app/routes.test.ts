import { describe, expect, it } from 'vitest';
import { NAV_HIDDEN_PATHS, PAGE_PATHS } from '../lib/route-paths';
import { APP_ROUTES } from './routes';

describe('routes', () => {
  it('renders exactly the page paths the server knows about', () => {
    expect(APP_ROUTES.map((route) => route.path).sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('covers docs/product-spec.md §2 pages', () => {
    for (const path of ['/', '/shop', '/bundles', '/pantry', '/wallet', '/signin', '/signup']) {
      expect(PAGE_PATHS).toContain(path);
    }
    expect(PAGE_PATHS).toEqual(expect.arrayContaining(['/forgot-password', '/verify-email']));
  });

  it('hides the navigation only on the docs/product-spec.md §2 account pages', () => {
    expect([...NAV_HIDDEN_PATHS].sort()).toEqual(
      [
        '/forgot-password',
        '/reset-password',
        '/signin',
        '/signup',
        '/verify-email',
        '/verify-otp',
        '/verify-phone',
      ].sort(),
    );
  });
});
