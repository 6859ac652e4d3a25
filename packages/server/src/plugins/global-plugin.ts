import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what the `fastify-plugin` package does), so its hooks,
 * decorators and handlers apply to the whole app rather than to its own child context.
 */
export function globalPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
