/**
 * Recognises "the database cannot be reached" among the errors that reach the HTTP layer,
 * whatever wraps them (TypeORM's QueryFailedError keeps the driver error in `driverError`,
 * newer code uses `cause`). Such errors become a fast 503, never a 500.
 */

/** Socket-level failures from node-postgres while connecting or talking to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs meaning "no usable session": connection exceptions (class 08),
 * operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now),
 * too many connections (53300), and the database being missing (3D000) or closed to connections
 * (55000 is what `ALTER DATABASE ... ALLOW_CONNECTIONS false` answers).
 */
const SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300', '3D000']);

const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not currently accepting connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /connect(ion)? (refused|timed out)/i,
  /client has encountered a connection error/i,
  /database is unavailable/i,
  /data ?source is not initiali[sz]ed/i,
  /driver not connected/i,
];

const NAMES = new Set(['DatabaseUnavailableError', 'ConnectionIsNotSetError', 'CannotExecuteNotConnectedError']);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.name === 'string' && NAMES.has(e.name)) return true;
  if (e.code === 'DATABASE_UNAVAILABLE') return true;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATES.has(e.code))) return true;
  if (e.code === '55000' && typeof e.message === 'string' && /accepting connections/i.test(e.message)) return true;
  if (typeof e.message === 'string' && MESSAGES.some((re) => re.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}
