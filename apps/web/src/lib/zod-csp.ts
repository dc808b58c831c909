/**
 * The server's Content-Security-Policy allows no eval (apps/server/src/plugins/security-headers.ts).
 * Zod compiles object parsers with `new Function` unless `jitless` is set, and probes for it the
 * first time a z.object() is built: the browser reports that probe as a CSP violation even though
 * zod catches the error. This is the global config z.config() writes, set before any schema module
 * loads and without importing zod, so the landing's bundle stays without it. Imported first by main.tsx.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
