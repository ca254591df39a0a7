import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Built with relative asset paths so the server can serve apps/web/dist from any root. */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
});
