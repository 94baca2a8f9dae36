import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const TEMPLATE = join(import.meta.dirname, 'service-worker.js');

/** What the service worker is told about its build. */
export interface ServiceWorkerBuild {
  /** Changes whenever a file of the build does (their names carry content hashes). */
  version: string;
  /** What the first page needs: index.html's scripts and styles, and the manifest. */
  shell: string[];
  /** Every file under /assets/ of this build, so the worker can drop those of older builds. */
  assets: string[];
}

export function describeBuild(bundle: OutputBundle): ServiceWorkerBuild {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shell = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || shell.has(chunk.fileName)) return;
    shell.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
    for (const imported of chunk.imports) visit(byName.get(imported));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  const assets = Object.keys(bundle)
    .filter((name) => name.startsWith('assets/'))
    .sort();
  return {
    version: createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16),
    shell: ['/manifest.webmanifest', ...[...shell].sort().map((name) => `/${name}`)],
    assets: assets.map((name) => `/${name}`),
  };
}

/** Emits dist/sw.js: the template of build/service-worker.js with this build's version and files. */
export function serviceWorker(): Plugin {
  return {
    name: 'bilan-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const build = JSON.stringify(describeBuild(bundle));
      const source = readFileSync(TEMPLATE, 'utf8').replace('self.__BILAN_BUILD__', build);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
