import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
