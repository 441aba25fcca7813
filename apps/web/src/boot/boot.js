/* global document, requestAnimationFrame, MutationObserver */
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

  // A tap on a button of the drawn page before its code has run is lost: React sees taps only once
  // it has started hydrating (html[data-hydrating], main.tsx), and on a slow phone the page shows
  // for seconds before that. The last such tap is made again once the app marks the page ready
  // (html[data-page-ready], app-router.tsx), if the button is still in the page (hydration keeps
  // the drawn elements) and enabled, and at most 10 s later. A submit button of a form is left to
  // the browser, which submits the form itself. docs/decisions/0042-signed-in-pages-drawn-per-request.md.
  let tapped = null;
  function remember(event) {
    if (document.documentElement.hasAttribute('data-hydrating')) return;
    const button = event.target.closest && event.target.closest('button');
    if (button && !(button.type === 'submit' && button.form)) tapped = { button, at: Date.now() };
  }
  document.addEventListener('click', remember, true);
  new MutationObserver(function (_, observer) {
    observer.disconnect();
    document.removeEventListener('click', remember, true);
    const button = tapped && Date.now() - tapped.at < 10000 && tapped.button;
    if (button && button.isConnected && !button.disabled) button.click();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-page-ready'] });
})();
