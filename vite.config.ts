import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The single-page app lives in src/web and builds into dist/web, which the Fastify server serves.
 * In development the API runs on port 3001 (scripts/dev.mjs) and Vite proxies /api to it. The Host header is
 * kept (no changeOrigin) so the server's same-origin check sees the page's own origin.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Maps for debugging a build locally; the server does not serve them (no source published).
    sourcemap: 'hidden',
    // MUI and React together are ~170 kB gzip; feature pages are split off with React.lazy.
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 3000,
    strictPort: true,
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: false, ws: false },
    },
  },
  preview: { port: 3000 },
});
