// Applies the saved language and theme before the app renders, so the page never flashes in
// the wrong direction or colour. The build writes it inline into index.html and allows it by
// its hash alone (web/build/landing-shell.ts, the gateway's CSP); the dev server loads the file.
(function () {
  try {
    var lang = localStorage.getItem('language') === 'en' ? 'en' : 'ar';
    var saved = localStorage.getItem('theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    var html = document.documentElement;
    html.lang = lang;
    html.dir = lang === 'ar' ? 'rtl' : 'ltr';
    html.classList.toggle('dark', dark);
    // The home page's first screen, written into the HTML, shows until the app has drawn it.
    if (location.pathname === '/') html.setAttribute('data-landing', '');
  } catch (e) {}
})();
