import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the highest
 * levels (paid once here, not on every request); the server picks one by Accept-Encoding
 * (@fastify/static's preCompressed). A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bilan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const path of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          const content = readFileSync(path);
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
            },
          });
          if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
          const gzip = gzipSync(content, { level: 9 });
          if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
        }
      },
    },
  };
}
