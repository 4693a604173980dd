import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { body: string; headers: IncomingHttpHeaders; status: number; at: number };

/** A real HTTP receiver for webhook tests: records every POST (raw body, headers, the status it answered). */
export type WebhookReceiver = {
  url: string;
  received: ReceivedHook[];
  /** The next `n` requests are answered 500 (then 204 again). */
  failNext(n: number): void;
  /** The deliveries answered 2xx. */
  delivered(): ReceivedHook[];
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
};

/** True when `sha256=<hex>` is the HMAC-SHA256 of `body` with `secret` (as docs/operations.md shows). */
export function validSignature(body: string, header: unknown, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('hex'));
  const given = Buffer.from(header.slice(7));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  let failures = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = failures > 0 ? 500 : 204;
      if (failures > 0) failures--;
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers, status, at: Date.now() });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const delivered = () => received.filter((r) => r.status >= 200 && r.status < 300);
  return {
    url: `http://127.0.0.1:${port}/hooks/rentals`,
    received,
    failNext: (n) => {
      failures = n;
    },
    delivered,
    async waitFor(n, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (delivered().length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} delivered webhooks, got ${delivered().length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return delivered();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
