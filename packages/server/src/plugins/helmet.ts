import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The content policy allows only this origin, plus inline styles (React's
 * `style` props and the theme colours set at run time) and data: images/fonts. It does not
 * upgrade requests to HTTPS: the default deployment is plain HTTP on a LAN or localhost.
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
    });
  },
  { name: 'holdfast-helmet' },
);
