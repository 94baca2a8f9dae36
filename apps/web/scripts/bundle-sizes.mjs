#!/usr/bin/env node
// Prints the gzipped JavaScript the login page loads (the entry chunk, which holds the login page, and its
// static imports) and the size of each lazy area chunk, from Vite's manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOGIN_BUDGET_BYTES = 250 * 1024;
const LAZY_AREAS = /^src\/app\/routes\/(areas|apps)\/|^src\/app\/routes\/(signup|shell|fallback)-page\.tsx$/;

function closure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** Sizes in bytes of the JS the login page needs and of each lazy chunk (what it adds beyond the entry). */
export function bundleSizes(distDir = path.join(webDir, 'dist')) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const sizeOf = (key) => {
    const file = manifest[key].file;
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const total = (keys) =>
    [...keys].filter((key) => manifest[key].file.endsWith('.js')).reduce((sum, key) => sum + sizeOf(key), 0);
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const entry = closure(manifest, entryKeys);
  const areas = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && LAZY_AREAS.test(key))
    .sort()
    .map((key) => ({
      route: key,
      file: manifest[key].file,
      ownBytes: sizeOf(key),
      withImportsBytes: total([...closure(manifest, [key], new Set(entry))].filter((k) => !entry.has(k))),
    }));
  return {
    loginTotalBytes: total(entry),
    loginBudgetBytes: LOGIN_BUDGET_BYTES,
    areas,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sizes = bundleSizes(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`JS loaded by /auth/login (gzip): ${kb(sizes.loginTotalBytes)} (budget ${kb(sizes.loginBudgetBytes)})`);
  for (const area of sizes.areas) {
    console.log(`lazy ${area.route}: ${kb(area.ownBytes)} own, ${kb(area.withImportsBytes)} with its imports`);
  }
  if (sizes.loginTotalBytes > sizes.loginBudgetBytes) {
    console.error('The login page is over its JavaScript budget.');
    process.exitCode = 1;
  }
}
