import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (the machines cannot fetch one).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 3917);
const dataDir = mkdtempSync(join(tmpdir(), 'holdfast-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? join(tmpdir(), 'holdfast-e2e-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The real production build: the server serves the built web app and the API from one process.
  webServer: {
    command: 'node packages/server/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // DATABASE_URL, when set (scripts/pg-temp.mjs), runs the same suite on PostgreSQL. Every test
    // registers its own commander from 127.0.0.1, so the per-address registration limit is off.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      REGISTRATIONS_PER_HOUR: '0',
      // Every test comes from 127.0.0.1, and a fought battle is one request per action (issue 21).
      REQUESTS_PER_MINUTE: '100000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
