// `npm run typecheck`: every TypeScript project, two at a time (the API and the web app take most of
// the time; one after the other they left a core idle). Each project's errors print as it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = ['apps/web', 'apps/api', 'packages/contract', 'packages/accounting', 'e2e'];
const concurrency = Math.max(2, availableParallelism() - 1);

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: concurrency }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
