import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS = fileURLToPath(new URL('./merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (in every Table, and in the shell's side menu) imports one hook of floating-ui,
 * `useMergeRefs`, and with it the whole floating-ui chunk (≈ 15 KB brotli) on screens that float nothing.
 * Its import is answered by merge-refs.ts instead. Should Mantine stop importing it so, the build says so.
 */
export function scrollAreaMergeRefs(): Plugin {
  let answered = false;
  return {
    name: 'bilan-scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !SCROLL_AREA.test(importer)) return null;
      answered = true;
      return MERGE_REFS;
    },
    buildEnd(error) {
      if (!error && !answered)
        this.warn("Mantine's ScrollArea no longer imports @floating-ui/react: drop this plugin.");
    },
  };
}
