import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * An open connection is closed once it has been idle this long during the stop. A proxy that
 * keeps sending requests on it meanwhile gets them answered (with `Connection: close`, so it
 * drops the connection itself); closing it the moment it falls idle races the proxy's next
 * request, which the proxy then answers with a 502. A connection opened just before the stop
 * gets the same time to send its first request.
 */
const IDLE_LINGER_MS = 1000;
const POLL_MS = 20;

export type DrainResult = {
  /** Requests being answered when the drain began. */
  inFlightAtStart: number;
  /** Requests still unanswered when the grace period ran out (their connections were cut). */
  cut: number;
  ms: number;
};

/**
 * Stops an HTTP server without cutting off the requests it has accepted (DESIGN §6.5):
 * - `drain()` closes the listening socket at once: new connections are refused, so a load
 *   balancer or a retrying client moves on to another instance;
 * - requests being handled, and any that still arrive on open connections (a proxy's idle
 *   keep-alive connection, a connection opened just before the stop), are answered normally with
 *   `Connection: close`, so each connection ends after its answer;
 * - once nothing is in flight and every open connection has been idle for a second, those are
 *   closed; after `graceMs` everything is.
 *
 * (Node's own `server.close()` closes idle connections at once, including one whose request is
 * still on its way; this waits for in-flight work first.) Create it before the server listens.
 */
export class HttpDrain {
  private readonly inFlight = new Set<ServerResponse>();
  /** Open connections: requests being answered on each, and since when it is idle. */
  private readonly sockets = new Map<Socket, { busy: number; idleSince: number }>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.set(socket, { busy: 0, idleSince: Date.now() });
      socket.once('close', () => this.sockets.delete(socket));
    });
    // Before Express's own listener, so the header is set before a handler can answer.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      const state = this.sockets.get(req.socket);
      if (state) state.busy++;
      this.inFlight.add(res);
      if (this.draining) res.setHeader('Connection', 'close');
      // `on`, not `once`: 'close' comes once per response (and `once` costs a wrapper per request).
      res.on('close', () => {
        this.inFlight.delete(res);
        if (state) {
          state.busy--;
          state.idleSince = Date.now();
        }
      });
    });
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  async drain(graceMs: number): Promise<DrainResult> {
    const started = Date.now();
    const deadline = started + graceMs;
    this.draining = true;
    const inFlightAtStart = this.inFlight.size;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');

    // Stop listening only (net.Server's close, not http.Server's, which would also close the idle
    // connections now); the callback runs once every connection has ended.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(this.server, () => resolve()));

    const linger = Math.min(IDLE_LINGER_MS, graceMs);
    const settled = () => {
      if (this.inFlight.size > 0) return false;
      const now = Date.now();
      for (const { busy, idleSince } of this.sockets.values()) if (busy > 0 || now - idleSince < linger) return false;
      return true;
    };
    while (!settled() && Date.now() < deadline) await new Promise((r) => setTimeout(r, POLL_MS));

    const cut = this.inFlight.size;
    // Idle connections end here; after the grace period, so do the ones with unanswered requests.
    this.server.closeAllConnections();
    for (const socket of this.sockets.keys()) socket.destroy();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    return { inFlightAtStart, cut, ms: Date.now() - started };
  }
}
