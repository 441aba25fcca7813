import { offlineBannerText, savedCopyBannerText } from './saved-at-format';

/**
 * The banners' words with their Lagos time: a chunk of its own, loaded when a banner shows, so the
 * formatting stays off every page's first load (e2e/page-weight.test.ts). The service worker
 * keeps it for offline use with the rest of the build.
 */
export function BannerText({ savedAt, copy }: { savedAt: number | null; copy: boolean }) {
  return copy && savedAt !== null ? savedCopyBannerText(savedAt) : offlineBannerText(savedAt);
}
