import type { Server } from 'node:http';

/** How much longer than the keep-alive timeout a client may take to send a request's headers. */
const HEADERS_MARGIN_MS = 5_000;
/** Node's default time limit for a whole request (headers and body). */
const NODE_REQUEST_TIMEOUT_MS = 300_000;

/**
 * Keeps idle keep-alive connections open for KEEP_ALIVE_TIMEOUT_S (default 65 s), longer than the
 * idle timeout of common load balancers and proxies (60 s for AWS ALB and nginx's upstream
 * keepalive), so the proxy always closes first and never sends a request into a socket the server
 * is closing (the classic source of random 502s). Node answers `Keep-Alive: timeout=<seconds>`.
 * The headers timeout must be above the keep-alive timeout, or a slow first packet on a reused
 * connection is cut.
 */
export function applyServerTimeouts(server: Server, keepAliveTimeoutS: number): void {
  server.keepAliveTimeout = keepAliveTimeoutS * 1000;
  server.headersTimeout = server.keepAliveTimeout + HEADERS_MARGIN_MS;
  server.requestTimeout = Math.max(NODE_REQUEST_TIMEOUT_MS, server.headersTimeout);
}
