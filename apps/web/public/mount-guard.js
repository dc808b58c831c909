// Shows index.html's #mount-fallback when the app's bundle cannot start (SPEC §2.4): a chunk that does
// not load, a syntax error or an exception before React renders. A classic script of its own, because
// the CSP allows no inline code, and no dependency on the bundle, which is what may be broken.
(() => {
  /** The localStorage keys 'Reparación avanzada' keeps (the theme), as src/lib/recovery.ts does. */
  const PRESERVED_KEYS = ['dark-mode', 'theme-preference'];
  /** After the page's scripts ran (the load event), React renders within moments; this is generous. */
  const GRACE_AFTER_LOAD_MS = 6000;
  /** An uncaught error before the first render may still be harmless: look again shortly after. */
  const GRACE_AFTER_ERROR_MS = 1500;

  const root = document.getElementById('root');
  const fallback = document.getElementById('mount-fallback');
  if (!root || !fallback) return;

  // The prerendered landing fills #root before any script: the app has started once
  // main.tsx takes data-prerendered away.
  const isMounted = () => root.firstElementChild !== null && !root.hasAttribute('data-prerendered');

  function show() {
    if (isMounted() || !fallback.hidden) return;
    try {
      if (localStorage.getItem('dark-mode') === 'true') fallback.classList.add('is-dark');
    } catch {}
    fallback.hidden = false;
    document.getElementById('mount-fallback-reload')?.focus();
  }

  const ignore = () => undefined;

  function repair(button) {
    button.disabled = true;
    button.textContent = 'Reparando…';
    const steps = [];
    if ('serviceWorker' in navigator) {
      steps.push(
        navigator.serviceWorker
          .getRegistrations()
          .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister()))),
      );
    }
    if ('caches' in window) {
      steps.push(caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))));
    }
    try {
      const keys = [];
      for (let i = 0; i < localStorage.length; i += 1) keys.push(localStorage.key(i));
      for (const key of keys) if (key !== null && !PRESERVED_KEYS.includes(key)) localStorage.removeItem(key);
      sessionStorage.clear();
    } catch {}
    const reload = () => window.location.reload();
    // A browser that never answers must not leave the button stuck.
    window.setTimeout(reload, 5000);
    Promise.all(steps.map((step) => step.catch(ignore))).then(reload, reload);
  }

  document.getElementById('mount-fallback-reload')?.addEventListener('click', () => window.location.reload());
  document.getElementById('mount-fallback-repair')?.addEventListener('click', (event) => repair(event.currentTarget));

  // Captured, because a script's load error does not bubble: the entry chunk (or one it imports) failed.
  window.addEventListener(
    'error',
    (event) => {
      if (isMounted()) return;
      if (event.target instanceof HTMLScriptElement) show();
      else window.setTimeout(show, GRACE_AFTER_ERROR_MS);
    },
    true,
  );
  window.addEventListener('unhandledrejection', () => {
    if (!isMounted()) window.setTimeout(show, GRACE_AFTER_ERROR_MS);
  });
  window.addEventListener('load', () => window.setTimeout(show, GRACE_AFTER_LOAD_MS));
  // A very slow start that shows the fallback and then renders after all: the app wins.
  new MutationObserver(() => {
    if (isMounted()) fallback.hidden = true;
  }).observe(root, { childList: true, attributes: true, attributeFilter: ['data-prerendered'] });
})();
