import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellRemoveScroll } from './build/app-shell-remove-scroll.ts';
import { precompress } from './build/precompress.ts';
import { scrollAreaMergeRefs } from './build/scroll-area-merge-refs.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';

// The API runs on port 4000 in development; the browser talks to Vite only, so cookies (XSRF) stay
// same-origin and the web app can use relative URLs everywhere.
const apiTarget = process.env.BILAN_API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), scrollAreaMergeRefs(), appShellRemoveScroll(), serviceWorker(), precompress()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(Date.now().toString(36)) },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/health': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Required by the inlining below; the entry's exports are nobody's API.
      preserveEntrySignatures: false,
      // A feature's public.ts only re-exports (.dependency-cruiser.cjs): said to have no side effects, a
      // screen importing one of its names no longer gets the modules behind the others in a shared chunk.
      treeshake: { moduleSideEffects: [{ test: /[\\/]features[\\/][^\\/]+[\\/]public\.ts$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // A screen loaded 80–110 files, a third of them under 1 KB (a Mantine part, an icon), each
          // paying its request and headers on a slow link. Common chunks under 15 KB of source are
          // copied into the chunks that use them instead (docs/decisions/0007-slow-networks.md).
          // react-i18next's hook is wanted by most chunks: copied, a screen downloaded it three times.
          experimentalInlineCommonChunks: {
            maxSize: 15_000,
            exclude: [/node_modules[\\/](react-i18next|use-sync-external-store)[\\/]/],
          },
        },
      },
    },
  },
});
