import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyLoaded } from './lazy-loaded';
import { reportReachable } from './use-online';

const Page = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const draw = (Component: React.ComponentType<{ name: string }>) =>
  renderToString(
    createElement(Suspense, { fallback: 'Loading' }, createElement(Component, { name: 'Ada' })),
  );

/** Once every promise callback already due has run (React.lazy's among them). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('lazyLoaded', () => {
  it('suspends before its code has loaded, like React.lazy', () => {
    const { Component } = lazyLoaded(() => Promise.resolve(Page));
    expect(draw(Component)).toContain('Loading');
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const { Component, preload } = lazyLoaded(load);
    await preload();
    expect(draw(Component)).toBe('<!--$--><p>Hello Ada</p><!--/$-->');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once for concurrent preloads, and again after a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Page);
    const { Component, preload } = lazyLoaded(load);
    await expect(Promise.all([preload(), preload()])).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(draw(Component)).toBe('<!--$--><p>Hello Ada</p><!--/$-->');
  });

  it('after a download that failed while drawing, downloads again once back online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Page);
    const { Component, preload } = lazyLoaded(load);
    expect(draw(Component)).toContain('Loading');
    await expect(preload()).rejects.toThrow('offline');
    await settled();
    // Drawn again while still offline: the same failure, not a new download each drawing.
    draw(Component);
    expect(load).toHaveBeenCalledTimes(1);
    reportReachable(false);
    reportReachable(true);
    expect(draw(Component)).toContain('Loading');
    expect(load).toHaveBeenCalledTimes(2);
    await preload();
    await settled();
    expect(draw(Component)).toBe('<!--$--><p>Hello Ada</p><!--/$-->');
    vi.unstubAllGlobals();
  });
});
