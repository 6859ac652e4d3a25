import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface ConfigOptions extends Record<string, unknown> {
  /** The operator's donation page (SUPPORT_URL); null hides the home screen's support card. */
  supportUrl: string | null;
}

/**
 * GET /api/config: what the operator has set that the web app shows (base-and-accounts §1: "a
 * support card on the home screen links to an external donation page"). Public: the landing page
 * asks before anyone signs in.
 */
export const configRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app, { supportUrl }) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['health'],
        summary: "The operator's settings the web app shows",
        response: {
          200: z.object({
            supportUrl: z.string().nullable().describe('The donation page the support card links to; null: no card'),
          }),
        },
      },
    },
    async () => ({ supportUrl }),
  );
};

/**
 * SUPPORT_URL read at start-up: unset or empty is no card; anything but an absolute http(s) URL
 * stops the server with a clear message rather than showing players a broken link.
 */
export function supportUrlSetting(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SUPPORT_URL must be an absolute http(s) URL, got ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SUPPORT_URL must be an absolute http(s) URL, got ${value}`);
  }
  return url.toString();
}
