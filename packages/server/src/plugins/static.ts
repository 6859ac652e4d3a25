import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface StaticOptions extends Record<string, unknown> {
  /** The built web app (packages/web/dist); nothing is served when it is missing. */
  webRoot?: string | undefined;
  /** Serve the build's `.map` files (off by default: they hand out the source). */
  serveSourceMaps?: boolean;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the SPA from the site root and answers every other non-/api GET with index.html, so
 * `/{theme}/base` and friends load directly. Unknown /api paths answer 404 `{ error }`. Assets go
 * out pre-compressed; fingerprinted ones are cached for a year, index.html never.
 */
export const staticPlugin = fp<StaticOptions>(
  async (app, options) => {
    const webRoot = options.webRoot ? path.resolve(options.webRoot) : undefined;
    const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text asset (packages/web/precompress.ts): the
        // smallest the browser accepts is sent with Content-Encoding and Vary: Accept-Encoding.
        preCompressed: true,
        allowedPath: (pathName) => options.serveSourceMaps === true || !pathName.endsWith('.map'),
        setHeaders: (reply, filePath) => {
          // Vite fingerprints everything under assets/; index.html must always be fetched fresh.
          const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.raw.url ?? request.url;
      const isSourceMap = (url.split('?')[0] ?? '').endsWith('.map');
      if (isApi(url) || isSourceMap || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
        const route = (url.split('?')[0] ?? '').slice(0, 200);
        return reply.code(404).send({ error: `Not found: ${request.method} ${route}` });
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'holdfast-static' },
);
