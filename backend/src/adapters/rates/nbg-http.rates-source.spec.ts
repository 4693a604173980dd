// The rates download (issue #42): at most 1 MB, read as it arrives; a larger Content-Length is
// refused before the body; redirects only within the same host. Against a local HTTP server.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../config/app-config.js';
import { NbgHttpRatesSource } from './nbg-http.rates-source.js';

let handler: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const source = (host = '127.0.0.1') => new NbgHttpRatesSource({ nbgRatesUrl: `http://${host}:${port}/rates` } as AppConfig);

describe('the NBG rates download', () => {
  it('reads a small JSON answer', async () => {
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[{"ok":1}]');
    await expect(source().fetchJson()).resolves.toEqual([{ ok: 1 }]);
  });

  it('refuses a Content-Length over 1 MB before reading the body', async () => {
    let sent = 0;
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(600_000_000) });
      const piece = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        while (!res.destroyed && sent < 600_000_000) {
          sent += piece.length;
          if (!res.write(piece)) return void res.once('drain', more);
        }
      };
      res.on('close', () => undefined);
      more();
    };
    await expect(source().fetchJson()).rejects.toThrow('the answer is larger than 1 MB');
    expect(sent).toBeLessThan(20_000_000);
  });

  it('stops reading a chunked answer once it passes 1 MB (the rest is never sent)', async () => {
    let sent = 0;
    let closed!: () => void;
    const gone = new Promise<void>((r) => (closed = r));
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const piece = Buffer.alloc(64 * 1024, 0x20);
      res.on('close', closed);
      const more = () => {
        while (!res.destroyed && sent < 100_000_000) {
          sent += piece.length;
          if (!res.write(piece)) return void res.once('drain', more);
        }
        if (!res.destroyed) res.end();
      };
      more();
    };
    await expect(source().fetchJson()).rejects.toThrow('the answer is larger than 1 MB');
    await gone;
    expect(sent).toBeLessThan(20_000_000);
  });

  it('follows a redirect on its own host, not to another one', async () => {
    handler = (req, res) => {
      if (req.url === '/rates') return void res.writeHead(302, { location: '/moved' }).end();
      if (req.url === '/moved') return void res.writeHead(200, { 'content-type': 'application/json' }).end('[2]');
      res.writeHead(404).end();
    };
    await expect(source().fetchJson()).resolves.toEqual([2]);
    let followed = false;
    handler = (req, res) => {
      if (req.url === '/elsewhere') followed = true;
      if (req.url === '/rates') return void res.writeHead(302, { location: `http://localhost:${port}/elsewhere` }).end();
      res.writeHead(200).end('[3]');
    };
    await expect(source().fetchJson()).rejects.toThrow(/redirects to another host \(localhost:\d+\)/);
    expect(followed).toBe(false);
  });
});
