import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { quoteInput } from '@n5/shared/core/errors';
import { ACCESS } from '@n5/shared/permissions/access';
import { notFound, unauthorized } from '../lib/errors';

const API_PREFIXES = ['/api/', '/auth/'];

/** The address's path, decoded; null when its percent-encoding is broken. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

/**
 * The built file a page path names, relative to the build folder, or null: a path that leaves
 * the folder (an encoded `../`) is treated as any unknown page, without looking outside, so the
 * answer never tells whether a file exists elsewhere.
 */
function builtFile(webDist: string, urlPath: string): string | null {
  if (urlPath.includes('\0')) return null;
  const file = path.resolve(webDist, `.${path.posix.normalize(`/${urlPath}`)}`);
  if (!file.startsWith(`${path.resolve(webDist)}${path.sep}`)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ? path.relative(webDist, file)
    : null;
}

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
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent as they are,
      // so a first visit costs no compression; files without a copy are compressed as before.
      preCompressed: true,
    });
  }

  app.get(
    '/*',
    { config: { access: ACCESS.public }, schema: { hide: true } },
    async (request, reply) => {
      const urlPath = decodedPath(request.url);
      if (urlPath === null) throw notFound('That address is not valid.');
      if (API_PREFIXES.some((p) => urlPath.startsWith(p))) {
        if (!request.user && urlPath.startsWith('/api/')) throw unauthorized();
        throw notFound(`No route ${request.method} ${quoteInput(urlPath, 200)}.`);
      }
      if (!hasBuild) throw notFound('The web app is not built. Run `npm run build`.');
      const file = builtFile(options.webDist, urlPath);
      if (file) {
        const immutable = file.startsWith('assets/');
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        return reply.sendFile(file);
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
