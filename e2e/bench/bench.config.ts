import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// Measurements, not tests: the same built server and Chromium as the e2e suite, run by
// `npm run bench:web` (never by `npm test`). They print figures and assert nothing about time.
// Paths in a config are relative to its own folder, so the server starts from the root two up.
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
if (!server) throw new Error('The e2e config starts the built server; the benches need it too.');
export default defineConfig({ ...base, testDir: '.', timeout: 180_000, webServer: { ...server, cwd: '../..' } });
