import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TConfig } from '../config/env';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the same Zod schemas that validate requests, at
 * /api/docs (UI) and /api/docs/json. Signed-in users only: the route guard gives these routes
 * `signedIn` access (see app.ts, PLUGIN_ROUTE_ACCESS).
 */
// fastify-plugin: swagger must see the routes of every other plugin, so it is not encapsulated.
export const apiDocsPlugin = fp(async (app: FastifyInstance, options: { config: TConfig }) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${options.config.COMPANY_NAME} API`,
        version: '1.0.0',
        description:
          'Every endpoint of N5 Workspace. Errors are `{ "error": { "code", "message" } }`. ' +
          'State-changing calls must come from the app origin (CSRF).',
      },
      servers: [{ url: options.config.publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'n5_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX });
});
