import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress.ts';

// One config for the dev server, the production build and the `web` Vitest project.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // The API runs beside the dev server; the session cookie stays same-origin through the proxy.
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // Built for debugging, but not served in production unless SERVE_SOURCE_MAPS=1 (plugins/static.ts).
    sourcemap: true,
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
