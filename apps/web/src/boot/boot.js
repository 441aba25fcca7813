/* global document, requestAnimationFrame */
// Loads the app on a page the server drew (apps/api/src/plugins/page-html.ts): once the page has
// painted, so on a slow connection its text and images come before the code that hydrates it.
// Served as /boot.js, minified by apps/web/vite.config.ts.
(function boot() {
  const script = document.currentScript;
  const entry = script.dataset.entry;
  const list = (value) => (value || '').split(' ').filter(Boolean);
  const preload = list(script.dataset.preload);
  const first = list(script.dataset.first);
  // Each <link rel=modulepreload> starts its fetch on the main thread (about 1 ms each on a fast
  // machine); thirty in one task made a long task on a slow phone, so they go a few per task.
  const PER_TASK = 4;
  let next = 0;
  function addLinks() {
    for (const end = next + PER_TASK; next < end && next < preload.length; next++) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[next];
      document.head.appendChild(link);
    }
    if (next < preload.length) setTimeout(addLinks, 0);
    else start();
  }
  // React's chunk (data-first) runs in a task of its own, then the app: evaluating a module graph
  // is one task, and both at once made the longest task of the page's start. A failure falls
  // through to the entry, whose own import retries it.
  function start() {
    first
      .reduce((done, url) => done.then(() => import(url)), Promise.resolve())
      .then(
        () => import(entry),
        () => import(entry),
      );
  }
  requestAnimationFrame(function () {
    setTimeout(addLinks, 0);
  });
})();
