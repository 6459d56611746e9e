// Applies the stored theme before the first paint, so a dark-theme visit never flashes white
// while the app loads. Mantine reads the same 'theme' key (providers.tsx) and takes over.
// A file rather than an inline script: the server's Content-Security-Policy allows only 'self'.
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') scheme = stored;
    else if (stored === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // Storage blocked: the default, light.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.documentElement.style.colorScheme = scheme;
})();
