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
 * The response a connection is answering now, or null when it is idle: Node's own
 * `socket._httpMessage` (set when a request is handed to the application, cleared when its answer
 * is finished; http-terminator reads it the same way). Reading it at stop time instead of
 * following every request costs nothing per request (bench/results/2026-11-23-api-floor.md).
 */
function currentResponse(socket: Socket): ServerResponse | null {
  return (socket as unknown as { _httpMessage?: ServerResponse | null })._httpMessage ?? null;
}

/**
 * Stops an HTTP server without cutting off the requests it has accepted (docs/operations.md):
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
  /** Open connections, and (during a drain) since when each has been idle. */
  private readonly sockets = new Map<Socket, { idleSince: number }>();

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.set(socket, { idleSince: 0 });
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  get requestsInFlight(): number {
    let n = 0;
    for (const socket of this.sockets.keys()) if (currentResponse(socket)) n++;
    return n;
  }

  async drain(graceMs: number): Promise<DrainResult> {
    const started = Date.now();
    const deadline = started + graceMs;
    let inFlightAtStart = 0;
    for (const [socket, state] of this.sockets) {
      state.idleSince = started; // every open connection may still bring a request for a moment
      const res = currentResponse(socket);
      if (res) {
        inFlightAtStart++;
        if (!res.headersSent) res.setHeader('Connection', 'close');
      }
    }
    // Every request from now on (on a connection that is still open) ends its connection.
    const closeAfterAnswer = (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close');
    this.server.prependListener('request', closeAfterAnswer);

    // Stop listening only (net.Server's close, not http.Server's, which would also close the idle
    // connections now); the callback runs once every connection has ended.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(this.server, () => resolve()));

    const linger = Math.min(IDLE_LINGER_MS, graceMs);
    const settled = () => {
      const now = Date.now();
      let done = true;
      for (const [socket, state] of this.sockets) {
        if (currentResponse(socket)) {
          state.idleSince = now;
          done = false;
        } else if (now - state.idleSince < linger) done = false;
      }
      return done;
    };
    while (!settled() && Date.now() < deadline) await new Promise((r) => setTimeout(r, POLL_MS));

    let cut = 0;
    for (const socket of this.sockets.keys()) if (currentResponse(socket)) cut++;
    // Idle connections end here; after the grace period, so do the ones with unanswered requests.
    this.server.closeAllConnections();
    for (const socket of this.sockets.keys()) socket.destroy();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    this.server.removeListener('request', closeAfterAnswer);
    return { inFlightAtStart, cut, ms: Date.now() - started };
  }
}
