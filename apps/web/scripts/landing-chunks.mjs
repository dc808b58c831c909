/**
 * Which built files the landing needs on start, read from Vite's manifest (dist/.vite/manifest.json):
 * the entry of index.html, the landing route chunk (routes/home.tsx starts loading it at once) and
 * everything they import statically. Used by the bundle budget and by the service worker's precache.
 */

/** Route modules the landing loads on start, besides the entry (manifest keys). */
export const LANDING_MODULES = ['src/app/routes/landing.tsx'];

export function entryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
}

/** Manifest keys of `keys` and of everything they import statically. */
export function staticClosure(manifest, keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/** Manifest keys of the landing's first download. */
export function landingKeys(manifest) {
  return staticClosure(manifest, [entryKey(manifest), ...LANDING_MODULES]);
}

/** The landing's JS and CSS files, as paths relative to dist ('assets/…'). */
export function landingFiles(manifest) {
  const files = new Set();
  for (const key of landingKeys(manifest)) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}

/**
 * Route modules a logged-in worker's home and the POS kiosk start from: with the entry,
 * what a reload with no connection needs. Their lazily loaded parts (dialogs, the toaster, the kiosk's
 * screens) are followed too; other pages are not.
 */
export const APP_SHELL_MODULES = [
  'src/app/routes/role-home.tsx',
  'src/app/routes/authenticated-layout.tsx',
  'src/app/routes/auth/login.tsx',
];

/** The JS and CSS of the app shell, as paths relative to dist ('assets/…'). */
export function appShellFiles(manifest) {
  const roots = [entryKey(manifest), ...APP_SHELL_MODULES];
  const keys = new Set();
  const walk = (key) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
    for (const loaded of manifest[key].dynamicImports ?? []) {
      if (!loaded.startsWith('src/app/routes/') || roots.includes(loaded)) walk(loaded);
    }
  };
  roots.forEach(walk);
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return [...files].sort();
}

/**
 * The JS files a logged-in page runs before its first screen beyond what index.html already loads (its
 * entry and the entry's imports): the `app-shell` chunk (the layout and the role homes, grouped by
 * scripts/app-chunks.mjs) and its imports. dist/app.html preloads them (scripts/prerender-pages.mjs).
 */
export function appStartFiles(manifest) {
  const loaded = staticClosure(manifest, [entryKey(manifest)]);
  const shellKeys = Object.keys(manifest).filter((key) => manifest[key].name === 'app-shell');
  const start = staticClosure(manifest, shellKeys);
  return [...start].filter((key) => !loaded.has(key)).map((key) => manifest[key].file);
}
