import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSiteverify {
  url: string;
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/**
 * A local stand-in for Google's siteverify endpoint (RECAPTCHA_VERIFY_URL points at it):
 * `delayMs` holds each answer back that long. Token "good-token[:action[:hostname]]" succeeds with
 * score 0.9 ("low-token[...]" with 0.2) for that action (default booking_submission) solved on that
 * host (default 127.0.0.1, where the tests reach the server), as Google's answer names them;
 * anything else fails.
 */
export async function startFakeSiteverify(options: { delayMs?: number } = {}): Promise<FakeSiteverify> {
  const requests: URLSearchParams[] = [];
  const server: Server = createServer(async (req, res) => {
    // A slow verification keeps booking requests in flight (graceful-stop tests).
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      requests.push(params);
      const token = params.get('response') ?? '';
      const [, action, hostname] = token.split(':');
      const answer = token.startsWith('good-token') || token.startsWith('low-token')
        ? { success: true, score: token.startsWith('low-token') ? 0.2 : 0.9, action: action || 'booking_submission', hostname: hostname || '127.0.0.1', challenge_ts: new Date().toISOString() }
        : { success: false, 'error-codes': ['invalid-input-response'] };
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections(); // the backend's keep-alive connections would hold close() for seconds
      }),
  };
}
