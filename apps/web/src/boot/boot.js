/* global document, window, requestAnimationFrame, MutationObserver */
// Loads the app on a page the server drew (apps/api/src/plugins/page-html.ts): once the page has
// loaded, so on a slow connection its text and images come before the code that hydrates it
// (docs/decisions/0072).
// Minified by apps/web/vite.config.ts into dist/boot.js; the server puts that code in each drawn
// page (apps/api/src/plugins/boot-script.ts, docs/decisions/0076-the-boot-script-inline.md), where
// it runs as the head is read: everything below waits for events, so it needs nothing of the body.
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
  // The files that do not import the entry (data-first: React, the schemas, the libraries, each
  // after what it imports) run one per task, then the app: evaluating a module graph is one task,
  // and the whole page's at once made the longest tasks of its start on a slow phone
  // (docs/decisions/0077-a-drawn-page-starts-in-short-tasks.md). A message, not a timer, makes
  // the next task: a chain of timers is slowed to 4 ms each. A failure falls through to the
  // entry, whose own imports retry it.
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(0);
    });
  function start() {
    first
      .reduce((done, url) => done.then(() => import(url)).then(nextTask), Promise.resolve())
      .then(
        () => import(entry),
        () => import(entry),
      );
  }
  // The code waits for the page's own load (its images in): started at the first frame, its
  // downloads shared a slow connection with the pictures and text still coming, and the largest
  // of them painted later for it (docs/decisions/0072). A tap meanwhile is kept (below).
  // A public page arrives with only the styles it uses (apps/api's critical-css.ts): the whole
  // stylesheet, for what the app draws later, comes first.
  function addStyles() {
    list(script.dataset.styles).forEach(function (href) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  function afterLoad() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        addStyles();
        addLinks();
      }, 0);
    });
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });

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
