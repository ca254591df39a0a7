import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes the service worker (sw-template.js) as sw.js with this build's file list, workers included, and a
 * version taken from those content-hashed names: the worker keeps the whole client for offline play, and a
 * new build is a new worker, which replaces the old one's files.
 */
function offlineWorker(): Plugin {
  return {
    name: 'salvo-offline-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => !f.endsWith('.map') && f !== 'index.html').sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(join(import.meta.dirname, 'sw-template.js'), 'utf8')
        .replace("const CACHE = 'salvo-app-__SALVO_VERSION__';", `const CACHE = 'salvo-app-${version}';`)
        .replace('const FILES = __SALVO_FILES__;', `const FILES = ${JSON.stringify(files)};`);
      if (source.includes('= __SALVO') || source.includes("'salvo-app-__")) this.error('sw-template.js: a placeholder was not filled in');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/** Built with relative asset paths so the server can serve apps/web/dist from any root. */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react(), offlineWorker()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
});
