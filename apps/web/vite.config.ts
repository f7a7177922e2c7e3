import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The web app: built to apps/web/dist, which the server serves (apps/server/src/plugins/static-spa.ts:
 * hashed files under assets/ get a one-year immutable cache). In development Vite proxies /api, and
 * the sandbox payment's checkout page (/sandbox, apps/server/src/services/payments/README.md#payments), to the API started
 * by `npm run dev` (scripts/dev.mjs).
 *
 * Pages are split by route (every page is a lazy chunk, see src/app/route-pages.tsx): a minimal
 * antd page is ~195 KB of JS gzip (docs/decisions/001-stack-and-runtime.md). React and the router,
 * which every page needs and which change rarely, get a chunk of their own so a deploy of app code
 * keeps them cached.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), loadedChunks.plugin],
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
  // The server renderer (src/entry-server.tsx, apps/web/src/app/README.md#server-rendering) is one
  // self-contained file: every package bundled in, so the server needs nothing resolved at run
  // time but Node's own modules.
  ssr: { noExternal: true },
  // React and antd read NODE_ENV at run time on Node; the server renderer must run their
  // production builds, as the browser does, or antd's class names (and React's speed) differ.
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // Every page loaded up front (src/app/page-modules.server.ts).
        resolve: {
          alias: [
            {
              find: /^\.\/page-modules\.ts$/,
              replacement: fileURLToPath(
                new URL('./src/app/page-modules.server.ts', import.meta.url),
              ),
            },
          ],
        },
      }
    : {}),
  build: isSsrBuild ? ssrBuild : clientBuild,
}));

/** `vite build --ssr`: after the client build, into dist/ssr/, which the server never serves as a file. */
const ssrBuild = {
  outDir: 'dist/ssr',
  emptyOutDir: false,
  target: 'node22',
  minify: false,
  copyPublicDir: false,
  rolldownOptions: {
    input: 'src/entry-server.tsx',
    output: { entryFileNames: 'entry-server.js', codeSplitting: false },
  },
};

/**
 * Each lazy `import()` carries the list of chunks to preload with it. Vite lists every chunk the
 * imported one needs, including those the importing chunk already imported statically, which are
 * loaded by the time it runs: the entry's page table named react, antd's core and the rest once
 * per page, ~2 KB gzip of every visitor's first load (docs/decisions/004-light-first-load.md).
 * This keeps the finished bundle (read before Vite writes the lists) so `resolveDependencies`
 * drops what the importer has already loaded.
 */
const loadedChunks = (() => {
  let bundle: Record<string, { type: string; imports?: string[] }> = {};
  const staticClosure = (file: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const dep of bundle[name]?.imports ?? []) visit(dep);
    };
    visit(file);
    return seen;
  };
  const plugin: Plugin = {
    name: 'laurel:loaded-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as typeof bundle;
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }): string[] => {
    const loaded = staticClosure(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
})();

const clientBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  assetsDir: 'assets',
  target: 'es2022',
  // bench/web-size.ts reads it to report what the home route loads first.
  manifest: true,
  // antd's core (theme, cssinjs, rc-components) is one shared chunk above the default hint.
  chunkSizeWarningLimit: 700,
  modulePreload: { resolveDependencies: loadedChunks.resolveDependencies },
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
};
