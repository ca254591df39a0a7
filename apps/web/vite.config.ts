import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Lists every file of the build in `offline-assets.json`, so the service worker (public/sw.js) keeps the
 * whole client, workers included, when it is installed, not only what the first page happened to load.
 */
function offlineAssets(): Plugin {
  return {
    name: 'salvo-offline-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => !f.endsWith('.map')).sort();
      this.emitFile({ type: 'asset', fileName: 'offline-assets.json', source: JSON.stringify(files) });
    },
  };
}

/** Built with relative asset paths so the server can serve apps/web/dist from any root. */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react(), offlineAssets()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
});
