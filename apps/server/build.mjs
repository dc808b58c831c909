// Bundles the server (and packages/shared, which ships TypeScript) into dist/; npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {},
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        // @jornada/shared is a workspace of .ts sources: bundle it instead of leaving it external.
        b.onResolve({ filter: /^@jornada\/shared\// }, (args) => ({
          path: new URL(`../../packages/shared/src/${args.path.slice('@jornada/shared/'.length)}.ts`, import.meta.url)
            .pathname,
        }));
      },
    },
  ],
  absWorkingDir: import.meta.dirname,
  logLevel: 'warning',
});

// The legal texts' templates are read at start-up from ./texts/ beside the running module
// (src/modules/legal/legal-texts.ts): in the build that module is dist/server.js.
rmSync(new URL('dist/texts', import.meta.url), { recursive: true, force: true });
cpSync(new URL('src/modules/legal/texts', import.meta.url), new URL('dist/texts', import.meta.url), {
  recursive: true,
});
