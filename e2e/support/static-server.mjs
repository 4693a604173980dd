// Development fallback (E2E_STATIC=1): serves frontend/dist like the production server does for
// pages (shell with 200 for app paths, shell with 404 otherwise) but has no API. The real test run
// uses the production server (server.mjs).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAppPath } from './routes.mjs';

const DIST = fileURLToPath(new URL('../../frontend/dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
};

export async function startStaticServer() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('frontend/dist is missing: npm run build -w frontend');
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","database":"static"}');
      return;
    }
    const file = normalize(join(DIST, decodeURIComponent(pathname)));
    if (file.startsWith(DIST) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
      return;
    }
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no API in the static server"}');
      return;
    }
    res.writeHead(isAppPath(pathname) ? 200 : 404, { 'content-type': TYPES['.html'] }).end(shell);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    adminToken: '',
    stop: () => new Promise((r) => server.close(() => r())),
    output: () => '',
  };
}
