import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ACCESS } from '@n5/shared/permissions/access';
import { notFound, unauthorized } from '../lib/errors';

const API_PREFIXES = ['/api/', '/auth/'];

/**
 * Serves the built SPA: real files from apps/web/dist (hashed assets cached for a year), and
 * index.html for every other page path so the browser router can take it. Unknown API paths get
 * a JSON 404 (401 first when signed out, so they reveal nothing).
 */
export async function spaPlugin(app: FastifyInstance, options: { webDist: string }) {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      serve: false,
      cacheControl: false,
    });
  }

  app.get(
    '/*',
    { config: { access: ACCESS.public }, schema: { hide: true } },
    async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (API_PREFIXES.some((p) => urlPath.startsWith(p))) {
        if (!request.user && urlPath.startsWith('/api/')) throw unauthorized();
        throw notFound(`No route ${request.method} ${urlPath}.`);
      }
      if (!hasBuild) throw notFound('The web app is not built. Run `npm run build`.');
      // sendFile resolves inside root and refuses paths that climb out of it.
      const relative = urlPath.replace(/^\/+/, '');
      if (
        relative &&
        !relative.includes('\0') &&
        fs.existsSync(path.join(options.webDist, relative))
      ) {
        const stat = fs.statSync(path.join(options.webDist, relative));
        if (stat.isFile()) {
          const immutable = relative.startsWith('assets/');
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          return reply.sendFile(relative);
        }
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    },
  );

  app.setNotFoundHandler(async (request) => {
    if (request.url.startsWith('/api/') && !request.user) throw unauthorized();
    throw notFound(`No route ${request.method} ${request.url.split('?')[0]}.`);
  });
}
