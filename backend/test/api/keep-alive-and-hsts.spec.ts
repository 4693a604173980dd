import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { HSTS_MAX_AGE_S } from '../../src/adapters/http/security.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

/** A plain HTTP/1.1 client on one TCP connection, to see what the server does with it between requests. */
class RawConnection {
  private buffer = '';
  closedAt: number | null = null;
  private readonly socket: Socket;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.setEncoding('utf8');
    this.socket.on('data', (d: string) => (this.buffer += d));
    this.socket.on('close', () => (this.closedAt = Date.now()));
    this.socket.on('error', () => undefined);
  }

  /** Sends GET `path` and resolves with the head of the answer (status line and headers). */
  async get(path: string): Promise<string> {
    this.buffer = '';
    this.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n\r\n`);
    const deadline = Date.now() + 5000;
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(this.buffer);
      if (end >= 0 && length && this.buffer.length >= end + 4 + Number(length[1])) return this.buffer.slice(0, end);
      if (this.closedAt || Date.now() > deadline) throw new Error(`no complete answer (closed: ${Boolean(this.closedAt)}): ${this.buffer}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen(0, '127.0.0.1');
  return ((t.app.getHttpServer() as Server).address() as AddressInfo).port;
}

describe('HTTP keep-alive (KEEP_ALIVE_TIMEOUT_S)', () => {
  describe('by default', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await startTestApp();
      port = await listen(t);
    });
    afterAll(() => t?.close());

    it('answers Keep-Alive: timeout=65, with the headers timeout above the keep-alive timeout', async () => {
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/api/health', headers: { Connection: 'keep-alive' } }, resolve).on('error', reject).end();
      });
      res.resume();
      expect(res.headers['keep-alive']).toBe('timeout=65');
      expect(res.headers.connection).toBe('keep-alive');
      const server = t.app.getHttpServer() as Server;
      expect(server.keepAliveTimeout).toBe(65_000);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
      expect(server.requestTimeout).toBeGreaterThanOrEqual(server.headersTimeout);
    });

    it('keeps an idle connection open longer than Node’s default 5 s, so a proxy can reuse it', async () => {
      const conn = new RawConnection(port);
      try {
        expect(await conn.get('/api/fleet')).toMatch(/^HTTP\/1\.1 200/);
        await new Promise((r) => setTimeout(r, 6000));
        expect(conn.closedAt).toBeNull();
        expect(await conn.get('/api/health')).toMatch(/^HTTP\/1\.1 200/);
      } finally {
        conn.destroy();
      }
    }, 15_000);
  });

  describe('KEEP_ALIVE_TIMEOUT_S=1', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await startTestApp({ KEEP_ALIVE_TIMEOUT_S: '1' });
      port = await listen(t);
    });
    afterAll(() => t?.close());

    it('says timeout=1 and closes the idle connection after about a second', async () => {
      const conn = new RawConnection(port);
      try {
        const head = await conn.get('/api/health');
        const answeredAt = Date.now();
        expect(head).toMatch(/\r\nKeep-Alive: timeout=1(\r\n|$)/i);
        const deadline = Date.now() + 4000;
        while (!conn.closedAt && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(conn.closedAt).not.toBeNull();
        expect(conn.closedAt! - answeredAt).toBeGreaterThanOrEqual(800);
        expect(conn.closedAt! - answeredAt).toBeLessThan(3500);
      } finally {
        conn.destroy();
      }
    });
  });
});

describe('HSTS', () => {
  const ONE_EIGHTY_DAYS = 180 * 24 * 3600;

  function maxAge(header: string | undefined): number {
    const m = /max-age=(\d+)/.exec(header ?? '');
    return m ? Number(m[1]) : -1;
  }

  describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t?.close());

    it.each([
      ['an API answer', '/api/fleet', 200],
      ['a page', '/', 200],
      ['a 404 page', '/no-such-page', 404],
      ['an API error', '/api/nothing-here', 404],
    ])('is sent on %s to a request that came over HTTPS', async (_what, path, status) => {
      const res = await t.http.get(path).set('X-Forwarded-Proto', 'https').set('Accept', 'text/html');
      expect(res.status).toBe(status);
      expect(res.headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_S}`);
      expect(maxAge(res.headers['strict-transport-security'])).toBeGreaterThanOrEqual(ONE_EIGHTY_DAYS);
    });

    it('is never sent over plain HTTP (no header, or X-Forwarded-Proto: http)', async () => {
      expect((await t.http.get('/api/fleet').expect(200)).headers['strict-transport-security']).toBeUndefined();
      expect((await t.http.get('/').set('X-Forwarded-Proto', 'http').expect(200)).headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t?.close());

    it('is not sent even when a request claims X-Forwarded-Proto: https (anybody can send that header)', async () => {
      const res = await t.http.get('/api/fleet').set('X-Forwarded-Proto', 'https').expect(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('with a proxy that is not the trusted one (TRUST_PROXY=10.0.0.0/8, request from loopback)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    });
    afterAll(() => t?.close());

    it('is not sent', async () => {
      const res = await t.http.get('/api/fleet').set('X-Forwarded-Proto', 'https').expect(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
