/* global window, document */
// Sets the remembered colour scheme before the app's code runs, so a dark page never flashes
// light while it loads. (An external file: the content security policy allows no inline script.)
(function () {
  var scheme = 'auto';
  try {
    scheme = localStorage.getItem('mantine-color-scheme-value') || 'auto';
  } catch {
    // Storage may be off (private mode): follow the system.
  }
  if (scheme === 'auto') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
