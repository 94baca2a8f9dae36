// A reporter of e2e/run.mjs beside the usual one: once every journey has run, how long the tests of each
// file took (its top-level suites and tests, not the start of its process or browser), slowest first.
// The files run side by side: a file's time includes its waits for the processor the others share.
export default async function* durations(source) {
  const byFile = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { file, nesting, details } = event.data;
    if (nesting !== 0 || !file) continue;
    byFile.set(file, (byFile.get(file) ?? 0) + (details?.duration_ms ?? 0));
  }
  const rows = [...byFile].sort(([, a], [, b]) => b - a);
  yield `# time per journey file:\n${rows.map(([file, ms]) => `#   ${(ms / 1000).toFixed(1).padStart(6)} s  ${file.replace(/^.*\/e2e\//, 'e2e/')}`).join('\n')}\n`;
}
