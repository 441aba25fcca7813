/* global document, requestAnimationFrame */
// Loads the app on a page the server drew (apps/api/src/plugins/page-html.ts): once the page has
// painted, so on a slow connection its text and images come before the code that hydrates it.
(function boot() {
  const script = document.currentScript;
  const entry = script.dataset.entry;
  const preload = (script.dataset.preload || '').split(' ').filter(Boolean);
  requestAnimationFrame(function () {
    setTimeout(function () {
      for (const href of preload) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
      import(entry);
    }, 0);
  });
})();
