import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const APP_SHELL_PART = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]/;
const CLASS_NAMES = fileURLToPath(new URL('./remove-scroll-class-names.ts', import.meta.url));

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll (≈ 4.5 KB brotli) for the name
 * of one class, so every screen loaded it with the shell; a modal still loads it when first opened.
 * Their import is answered by remove-scroll-class-names.ts, with the same class names as the library.
 * Should Mantine stop importing it so, the build says so.
 */
export function appShellRemoveScroll(): Plugin {
  let answered = false;
  return {
    name: 'bilan-app-shell-remove-scroll',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-remove-scroll' || !importer || !APP_SHELL_PART.test(importer)) return null;
      answered = true;
      return CLASS_NAMES;
    },
    buildEnd(error) {
      if (!error && !answered) this.warn("Mantine's AppShell no longer imports react-remove-scroll: drop this plugin.");
    },
  };
}
