// `npm run build` (with the web app) and `npm start` when the bundle is stale: the API and the workspace
// packages it imports bundled by esbuild into apps/api/dist/server.mjs (and the statement files' worker
// thread into statement-parser.worker.mjs beside it), so a start loads one file instead of compiling
// TypeScript through tsx. npm packages stay outside the bundle, loaded from node_modules.
// The bundle sits as deep under the repository as apps/api/src, so REPO_ROOT (apps/api/src/config.ts)
// resolves the same from both.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const API_BUNDLE = join(root, 'apps/api/dist/server.mjs');
export const API_SOURCES = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/contract/src',
  'packages/accounting/src',
];

/** Every npm package stays in node_modules; only the workspace packages (TypeScript) are bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bilan/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  await build({
    // The statement files' worker thread (statement-parser.ts starts it from beside server.mjs).
    entryPoints: {
      server: join(root, 'apps/api/src/server.ts'),
      'statement-parser.worker': join(root, 'apps/api/src/modules/bank-statements/statement-parser.worker.ts'),
    },
    outdir: dirname(API_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [packagesOutside],
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildApi();
