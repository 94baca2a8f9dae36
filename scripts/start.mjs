// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// API (migrations, referentials, HTTP) which also serves the build on the same port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
