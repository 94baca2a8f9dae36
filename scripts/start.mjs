// `npm start`: builds the web app and the API bundle when missing or older than their sources, then runs
// the API (embedded PostgreSQL, migrations, referentials, HTTP), which also serves the web build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BUNDLE, API_SOURCES, buildApi } from './build-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

function webBuildIsStale() {
  const built = join(web, 'dist/index.html');
  if (!existsSync(join(web, 'index.html'))) return false;
  if (!existsSync(built)) return true;
  const sources = [
    'src',
    'build',
    'index.html',
    'public',
    'vite.config.ts',
    '../../packages/contract/src',
    '../../packages/accounting/src',
  ];
  return Math.max(...sources.map((source) => newestChange(join(web, source)))) > statSync(built).mtimeMs;
}

if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@bilan/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function apiBundleIsStale() {
  if (!existsSync(API_BUNDLE)) return true;
  return Math.max(...API_SOURCES.map((source) => newestChange(join(root, source)))) > statSync(API_BUNDLE).mtimeMs;
}

if (apiBundleIsStale()) {
  console.log('Building the API…');
  await buildApi();
}

const server = spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
