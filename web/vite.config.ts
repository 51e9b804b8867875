import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { landingPreload } from './build/landing-preload.ts';
import { landingShell } from './build/landing-shell.ts';

export default defineConfig({
  // Every text asset also written gzip- and brotli-compressed beside itself: the gateway sends
  // those (no compression work per request), and a phone on 3G downloads a third of the bytes.
  // Brotli at quality 10, not the plugin's 11: the assets come out 1.6–2 % larger (the framework
  // chunk 62.1 kB against 61.1 kB) for a third of the CPU (1.2 s against 3.4 s here), which was
  // half of the web build and kept a fresh clone's `npm start` over 15 s.
  plugins: [
    react(),
    tailwindcss(),
    landingPreload(),
    landingShell(),
    compression({
      algorithms: ['gzip', defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } })],
      include: /\.(js|css|html|svg|json|txt)$/,
      logLevel: 'silent',
    }),
  ],
  // Preact's React compatibility layer runs the app: the same components, hooks and libraries
  // (React Router, TanStack Query, Radix, recharts) at a tenth of React DOM's size, which is
  // most of what a phone downloads before the first page shows (see docs/performance.md).
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  server: {
    port: 5173,
    // In development the gateway serves the API; Vite proxies to it.
    proxy: Object.fromEntries(
      ['/api', '/ads', '/admin/login', '/admin/upload', '/admin/queues', '/enhanced-admin/'].map((p) => [p, 'http://127.0.0.1:8080']),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // bench:web reads the manifest to measure what each route loads.
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads React.useOptimistic when it exists and falls back when it does not
        // (Preact's compat layer has none): a known, handled absence, not a build problem.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        // Fewer, larger files for the first visit: a phone on HTTP/1.1 opens six connections, and
        // each extra round of requests costs a 3G round trip (~0.5 s).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](preact|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|i18next-resources-to-backend|clsx)[\\/]/ },
            // icons: left to the chunks that use them, so a page loads only its own icons
          ],
        },
      },
    },
  },
});
