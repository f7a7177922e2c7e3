// The loader of a server-rendered page (apps/web/src/app/README.md#server-rendering): the page is
// readable and its links work without the app, so the app's scripts are fetched once the page
// and its images have loaded rather than competing with them for a phone's bandwidth. A plain
// file, not an inline script: the site's Content-Security-Policy allows scripts from 'self' only.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The entry's imports, fetched side by side rather than found one by one.
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // Once the page has loaded and a frame has been painted with it: `load` can come before the
  // first paint of a long page, and the scripts would then hold up that paint.
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint, { once: true });
    // An image that never finishes must not keep the page from becoming interactive.
    document.addEventListener('DOMContentLoaded', function () {
      setTimeout(start, 3000);
    }, { once: true });
  }
})();
