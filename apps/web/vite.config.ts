import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The web app: built to apps/web/dist, which the server serves (apps/server/src/plugins/static-spa.ts:
 * hashed files under assets/ get a one-year immutable cache). In development Vite proxies /api, and
 * the sandbox payment's checkout page (/sandbox, docs/architecture.md#payments), to the API started
 * by `npm run dev` (scripts/dev.mjs).
 *
 * Pages are split by route (every page is a lazy chunk, see src/app/route-pages.tsx): a minimal
 * antd page is ~195 KB of JS gzip (docs/decisions/001-stack-and-runtime.md). React and the router,
 * which every page needs and which change rarely, get a chunk of their own so a deploy of app code
 * keeps them cached.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/sandbox': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/sandbox': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // bench/web-size.ts reads it to report what the home route loads first.
    manifest: true,
    // antd's core (theme, cssinjs, rc-components) is one shared chunk above the default hint.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
