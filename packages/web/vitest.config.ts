// The workspace's Vitest looks for packages/*/vitest.config.ts; the web's test settings live in vite.config.ts.
export { default } from './vite.config.ts';
