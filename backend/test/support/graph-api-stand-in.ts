import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GraphRequest = { method: string; path: string; authorization: string | undefined; body: Record<string, unknown>; status: number };

/**
 * A local stand-in for Meta's Graph API (the real one is not reachable from the test machines):
 * answers POST /<phone id>/messages with a message id and POST /<WABA id>/message_templates with a
 * template id; every request is logged (the evidence of what was sent).
 */
export type GraphApiStandIn = {
  url: string;
  requests: GraphRequest[];
  /** The next `n` requests are answered 500. */
  failNext(n: number): void;
  /** The answered-2xx requests to the messages endpoint. */
  messages(): GraphRequest[];
  waitForMessages(n: number, timeoutMs?: number): Promise<GraphRequest[]>;
  /** The first sent message whose body names `text` (a booking's reference), once it has arrived. */
  waitForMessageWith(text: string, timeoutMs?: number): Promise<GraphRequest>;
  close(): Promise<void>;
};

export async function startGraphApiStandIn(): Promise<GraphApiStandIn> {
  const requests: GraphRequest[] = [];
  let failures = 0;
  let next = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        body = {};
      }
      const path = req.url ?? '';
      let status = 200;
      let answer: unknown;
      if (failures > 0) {
        failures--;
        status = 500;
        answer = { error: { message: 'stand-in failure', code: 2 } };
      } else if (path.endsWith('/messages')) {
        answer = { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.standin${++next}` }] };
      } else if (path.endsWith('/message_templates')) {
        answer = { id: `tpl${++next}`, status: 'PENDING', category: 'UTILITY' };
      } else {
        status = 404;
        answer = { error: { message: 'unknown path' } };
      }
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body, status });
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const messages = () => requests.filter((r) => r.path.endsWith('/messages') && r.status === 200);
  return {
    url: `http://127.0.0.1:${port}/v25.0`,
    requests,
    failNext: (n) => {
      failures = n;
    },
    messages,
    async waitForMessages(n, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages().length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} messages at the Graph API stand-in, got ${messages().length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages();
    },
    async waitForMessageWith(text, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages().find((r) => JSON.stringify(r.body).includes(text));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no message naming ${text} at the Graph API stand-in (${messages().length} sent)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
