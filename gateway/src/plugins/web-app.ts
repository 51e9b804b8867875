import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@dalil/contracts/web/page-routes';

const API_PREFIXES = ['/api/', '/enhanced-admin/', '/admin/upload', '/admin/login', '/admin/queues'];

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA fallback for page routes. A path that is none of the app's pages (PAGE_ROUTES, shared with
 * the web router) still gets the app, which shows its 404 page, but with status 404. Unknown API
 * paths answer JSON 404, never HTML.
 */
export async function registerWebApp(app: FastifyInstance, distDirectory: string): Promise<void> {
  const hasWeb = existsSync(path.join(distDirectory, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDirectory,
      // Looked up per request, so a rebuilt web/dist is served without restarting the gateway.
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each text asset (web/vite.config.ts): sent as asked.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname === '/api';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !/\.[a-z0-9]{2,5}$/i.test(pathname);
    if (wantsPage && hasWeb) {
      return reply
        .code(isPagePath(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', distDirectory);
    }
    if (wantsPage) {
      return reply.code(503).send({ success: false, message: 'The web app is not built yet: run npm run build' });
    }
    return reply.code(404).send({ success: false, message: `Route ${request.method} ${pathname} not found` });
  });
}
