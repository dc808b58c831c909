/**
 * How the logged-in app is cut into files. Left to itself the bundler splits the app into
 * ~300 small chunks, one for every set of pages sharing some modules: a worker's home downloaded 75 of
 * them (85 requests). Here the modules that the logged-in shell (the layout with its sidebar, polls and
 * notifications) and the role homes load statically become one chunk, `app-shell`, and the rest of
 * the app keeps the bundler's split, each page importing what it shares from that chunk. What the
 * landing and the shell share goes to one chunk, `common`, and what the login and the landing's forms
 * share with the shell to another, `forms`.
 *
 * The landing's first download (the entry and src/app/routes/landing.tsx, with everything they import
 * statically) is never touched: its budget (check-bundle-budget.mjs) stays as it was. Route modules keep
 * chunks of their own, named after them (the resilience e2e blocks some by name).
 */
import { resolve } from 'node:path';
import { staticClosure } from './module-closure.mjs';

const srcDir = resolve(import.meta.dirname, '../src');
const at = (path) => resolve(srcDir, path);

/** Where the landing's first download starts (main.tsx is index.html's one module script). */
const LANDING_ROOTS = [at('main.tsx'), at('app/routes/landing.tsx')];
/** Where a logged-in user's page starts: the shell and the homes (see routes/root.tsx and home.tsx). */
const SHELL_ROOTS = [at('app/routes/authenticated-layout.tsx'), at('app/routes/role-home.tsx')];
/**
 * Route modules that go in `app-shell` with what they import: every logged-in page needs the layout,
 * and the worker's home (the page workers open most, on their phones) its role home. Three files, one
 * after another, were three round trips on a slow network before the home could ask for its data.
 */
const SHELL_ROUTES = new Set(SHELL_ROOTS);

const routesDir = at('app/routes/');

/**
 * The public pages that share the shell's forms and dialogs: the login (the page, and the landing's
 * dialog), the landing's plans and contact form. What they share with the shell goes to `forms`, so a
 * visitor there never downloads the logged-in shell.
 */
const PUBLIC_ROOTS = [
  at('app/routes/auth/login.tsx'),
  at('app/routes/landing-login-dialog.tsx'),
  at('app/routes/landing-pricing.tsx'),
  at('app/routes/landing-contact.tsx'),
];

/**
 * The schemas (packages/shared, zod) never go with the other modules: in `common` they would drag zod
 * (which the landing never loads) into it, and a group takes modules without their dependencies, so a
 * schema built at load time from another module's schema could run before that one if two groups
 * imported each other. They have groups of their own (schemaGroup).
 */
const isZod = (id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);
const isSchemaModule = (id) => id.includes('/packages/shared/src/') || isZod(id);

/** Whether a module imports zod, itself or through its static imports (memoised per build). */
function reachesZodIn(ctx) {
  const known = new Map();
  const reaches = (id) => {
    if (isZod(id)) return true;
    if (known.has(id)) return known.get(id);
    known.set(id, false);
    const answer = (ctx.getModuleInfo(id)?.importedIds ?? []).some(reaches);
    known.set(id, answer);
    return answer;
  };
  return reaches;
}

/**
 * Where a schema module (or zod) goes. A group keeps its modules' imports even where the bundler would
 * have shaken them off, so a module that imports zod must not go where the landing loads it:
 * - 'common' for the zod-free ones (constants) that the landing's first download may load;
 * - 'zod' for all of zod and the rest of those that both the shell and the public pages with forms load;
 * - 'public-schemas' for those only these public pages load (the contact form's, say): a logged-in home
 *   neither downloads them nor builds their schemas at start-up;
 * - 'app-shell' for the rest of the shell's, with the shell's other modules;
 * - null (the bundler decides) for those only other pages load.
 * Each group imports only from the ones before it, so none runs before a schema it builds on.
 */
function schemaGroup(id, reachesZod, { landing, publicPages, shell }) {
  // zod's own modules are reached through its re-exporting index, which the closures do not follow.
  if (isZod(id)) return 'zod';
  const isUsed = shell.has(id) || publicPages.has(id);
  if (landing.has(id) && !reachesZod(id)) return isUsed ? 'common' : null;
  if (publicPages.has(id)) return shell.has(id) ? 'zod' : 'public-schemas';
  return shell.has(id) ? 'app-shell' : null;
}

/**
 * A `codeSplitting` group's `name` function, for the modules the logged-in shell loads statically:
 * - 'common': those the landing's first download loads too (React, the router, the UI kit's buttons,
 *   the public frame…): downloaded by both anyway, one file instead of a dozen;
 * - 'forms': those the public pages with forms load too (PUBLIC_ROOTS): the dialogs' parts;
 * - 'public-forms': what these pages alone load besides the landing's first download (the login's
 *   parts and react-hook-form: one file, not ten), which a logged-in home never needs to start;
 * - 'app-shell': the rest, with the layout and the role home (SHELL_ROUTES);
 * - the schemas' own groups (schemaGroup);
 * - null (the bundler decides) for any other module, for main.tsx (the entry's own chunk) and for the
 *   other route modules (chunks of their own).
 * The closures are read once, on the first call.
 */
export function appShellChunks() {
  let closures;
  let reachesZod;
  return (id, ctx) => {
    reachesZod ??= reachesZodIn(ctx);
    closures ??= {
      landing: staticClosure(ctx, LANDING_ROOTS),
      publicPages: staticClosure(ctx, PUBLIC_ROOTS),
      shell: staticClosure(ctx, SHELL_ROOTS),
    };
    const { landing, publicPages, shell } = closures;
    if (SHELL_ROUTES.has(id)) return 'app-shell';
    if (id === LANDING_ROOTS[0] || id.startsWith(routesDir)) return null;
    if (isSchemaModule(id)) return schemaGroup(id, reachesZod, closures);
    if (!shell.has(id)) return publicPages.has(id) && !landing.has(id) ? 'public-forms' : null;
    if (landing.has(id)) return 'common';
    return publicPages.has(id) ? 'forms' : 'app-shell';
  };
}

/**
 * date-fns formats with its en-US locale unless told otherwise, so `format` pulls en-US into every
 * download that formats a date, though the app always passes `es`. Spanish becomes the default.
 */
export function dateFnsSpanishDefault() {
  return {
    name: 'jornada-date-fns-es-default',
    load(id) {
      if (/[\\/]date-fns[\\/]_lib[\\/]defaultLocale\.js$/.test(id)) {
        return 'export { es as defaultLocale } from "../locale/es.js";';
      }
      return null;
    },
  };
}
