/**
 * Turns every failure into one line on stderr and an exit status. Kept free of heavy imports:
 * errors are recognised by their `code` (domain errors, pg/Node errors), not by their class.
 */
import type { DomainErrorCode } from '@rentals/backend/domain/errors.js';

import { legalTransitions } from '@rentals/backend/domain/booking/status.js';
import { io } from './io.js';

/** Exit statuses of `rentals` (docs/cli.md lists them). */
export const EXIT = {
  ok: 0,
  /** Anything unexpected. */
  failure: 1,
  /** Bad usage or bad input: unknown option, unknown car or city, bad date, `visits clear` without --yes. */
  usage: 2,
  /** No booking with that id or reference, no unit with that label, no block with that number, no such car photo. */
  notFound: 3,
  /**
   * A change the current state does not allow: a status change the booking life cycle forbids
   * (e.g. cancelled → confirmed), a move or block over other holds, retiring a unit that still
   * holds bookings, a label already taken.
   */
  illegalChange: 4,
  /** The database cannot be reached. */
  database: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI raises itself, with the message to show and the exit status. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A usage or input problem (exit 2). */
export function usageError(message: string): CliError {
  return new CliError(message, EXIT.usage);
}

type AnyError = Error & {
  code?: unknown;
  errors?: unknown;
  cause?: unknown;
  driverError?: unknown;
  [key: string]: unknown;
};

/** The option a staff member typed, for a domain field name. */
const OPTION_FOR_FIELD: Record<string, string> = {
  carType: '--car',
  pickupLocation: '--pickup',
  dropoffLocation: '--dropoff',
  pickupDate: '--from',
  returnDate: '--to',
  days: '--from/--to',
  pickupTime: '--pickup-time',
  returnTime: '--return-time',
  from: '--from',
  to: '--to',
  reason: '--reason',
  unit: '--unit',
  by: '--by',
  amount: '--amount',
  pay: '--pay',
  currency: '--currency',
  method: '--method',
  kind: '--kind',
  note: '--note',
  eur: '--eur',
  usd: '--usd',
  date: '--date',
  id: '<id>',
  since: '--since',
  name: '--name',
  odometerKm: '--km',
  fuelEighths: '--fuel',
  damageNotes: '--damage',
};

/** Node and pg codes that mean "the database server cannot be reached or refuses us". */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

function asError(e: unknown): AnyError | undefined {
  return e !== null && typeof e === 'object' ? (e as AnyError) : undefined;
}

/** The first error in a chain (the error, its `driverError`, `cause`, or AggregateError members) matching `test`. */
function findInChain(err: unknown, test: (e: AnyError) => boolean, depth = 0): AnyError | undefined {
  const e = asError(err);
  if (!e || depth > 6) return undefined;
  if (test(e)) return e;
  for (const inner of [e.driverError, e.cause, ...(Array.isArray(e.errors) ? (e.errors as unknown[]) : [])]) {
    const found = findInChain(inner, test, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function isDatabaseUnreachable(e: AnyError): boolean {
  if (e.name === 'DatabaseUnavailableError') return true;
  const code = typeof e.code === 'string' ? e.code : '';
  if (code === 'DATABASE_UNAVAILABLE' || code === 'DATABASE_UNREACHABLE') return true;
  if (NETWORK_CODES.has(code)) return true;
  // SQLSTATE 08xxx connection exceptions, 57P01-57P03 shutting down / cannot connect now,
  // 3D000 database does not exist, 28xxx authentication failures.
  if (/^(08...|57P0[123]|3D000|28...)$/.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|connection timeout|timeout expired|Connection refused/i.test(message);
}

/** True when the error (or one it wraps) means the database connection could not be made or was lost. */
export function isConnectionProblem(err: unknown): boolean {
  return findInChain(err, isDatabaseUnreachable) !== undefined;
}

/** Where DATABASE_URL points, without the password, for error messages. */
export function describeDatabase(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL?.trim();
  if (!url) return `the embedded database in ${env.DATA_DIR?.trim() || '.data'}`;
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the server in DATABASE_URL';
  }
}

function field(e: AnyError): string {
  const f = typeof e.field === 'string' ? e.field : '';
  return OPTION_FOR_FIELD[f] ?? f;
}

type Described = { message: string; exitCode: ExitCode };

/** A domain error's own message as the line, with an exit status. */
const asIs =
  (exitCode: ExitCode) =>
  (e: AnyError): Described => ({ message: `${trimDot(e.message)}.`, exitCode });

/**
 * Every domain error code's line and exit status (docs/cli.md "Exit status"). A Record over the
 * domain's DomainErrorCode: a code added to the domain without its line here does not compile.
 */
const DOMAIN_ANSWERS: Record<DomainErrorCode, (e: AnyError) => Described> = {
  UNKNOWN_CAR: (e) => {
    const known = Array.isArray(e.knownCars) ? (e.knownCars as string[]).join(', ') : '';
    return {
      message: `unknown car "${String(e.carType ?? '')}". Use one of: ${known} (any letter case); \`rentals fleet\` shows the five on the site.`,
      exitCode: EXIT.usage,
    };
  },
  UNKNOWN_LOCATION: (e) => {
    const known = Array.isArray(e.knownLocations) ? (e.knownLocations as string[]).join(', ') : 'Tbilisi, Batumi, Kutaisi';
    return { message: `unknown city "${String(e.location ?? '')}" for ${field(e)}. Use one of: ${known}.`, exitCode: EXIT.usage };
  },
  INVALID_DATE: (e) => ({
    message: `invalid date "${String(e.value ?? '')}" for ${field(e)}. Write a real calendar date as YYYY-MM-DD, for example 2026-07-01.`,
    exitCode: EXIT.usage,
  }),
  VALIDATION_FAILED: (e) => {
    const errors = Array.isArray(e.errors) ? (e.errors as { field?: string; message?: string }[]) : [];
    const text = errors.length ? errors.map((fe) => `${OPTION_FOR_FIELD[fe.field ?? ''] ?? fe.field}: ${fe.message}`).join('; ') : e.message;
    return { message: `invalid input: ${text}.`, exitCode: EXIT.usage };
  },
  RULE_VIOLATION: (e) => ({ message: `${e.message}`, exitCode: EXIT.usage }),
  BOOKING_NOT_FOUND: (e) => ({
    message: `no booking found for "${String(e.idOrReference ?? '')}". Check the id or the reference (like GR-7K3Q9P); \`rentals bookings list\` shows the latest bookings.`,
    exitCode: EXIT.notFound,
  }),
  UNIT_NOT_FOUND: (e) => ({
    message: `no unit labelled "${String(e.label ?? '')}". \`rentals units list\` shows the fleet with its labels.`,
    exitCode: EXIT.notFound,
  }),
  BLOCK_NOT_FOUND: (e) => ({
    message: `no block number "${String(e.blockId ?? '')}". \`rentals units blocks\` lists the current and coming blocks with their numbers.`,
    exitCode: EXIT.notFound,
  }),
  OUTBOX_MESSAGE_NOT_FOUND: (e) => ({
    message: `no outbox message number "${String(e.messageId ?? '')}". \`rentals outbox list\` shows the messages with their numbers.`,
    exitCode: EXIT.notFound,
  }),
  STAFF_NOT_FOUND: (e) => ({
    message: `no staff member named "${String(e.staffName ?? '')}". \`rentals staff list\` shows the staff accounts.`,
    exitCode: EXIT.notFound,
  }),
  CAR_PHOTO_NOT_FOUND: (e) => ({
    message: `no photo "${String(e.photoId ?? '')}" of the ${String(e.carType ?? '')}. \`rentals cars photo list "${String(e.carType ?? '')}"\` shows its photos with their ids.`,
    exitCode: EXIT.notFound,
  }),
  BOOKING_PAGE_NOT_FOUND: asIs(EXIT.notFound),
  UNIT_CONFLICT: asIs(EXIT.illegalChange),
  STAFF_CONFLICT: asIs(EXIT.illegalChange),
  HANDOVER_REFUSED: asIs(EXIT.illegalChange),
  UNIT_UNAVAILABLE: asIs(EXIT.illegalChange),
  OUTBOX_MESSAGE_SENT: asIs(EXIT.illegalChange),
  RESTORE_REFUSED: asIs(EXIT.illegalChange),
  IDEMPOTENCY_CONFLICT: asIs(EXIT.illegalChange),
  PENDING_LIMIT: asIs(EXIT.illegalChange),
  SIGN_IN_REFUSED: asIs(EXIT.illegalChange),
  PRECHECKIN_CLOSED: asIs(EXIT.illegalChange),
  KEEP_REFUSED: asIs(EXIT.illegalChange),
  INVALID_TRANSITION: (e) => ({
    message:
      e.from === e.to
        ? `${trimDot(e.message)}.`
        : `${trimDot(e.message)}; nothing was changed (allowed: ${legalTransitions()}).`,
    exitCode: EXIT.illegalChange,
  }),
};

function isDomainCode(code: string): code is DomainErrorCode {
  return Object.prototype.hasOwnProperty.call(DOMAIN_ANSWERS, code);
}

/** The one line to show and the exit status for any thrown value. */
export function describeError(err: unknown): Described {
  if (err instanceof CliError) return { message: err.message, exitCode: err.exitCode };

  const e = asError(err);
  const code = typeof e?.code === 'string' ? e.code : '';
  if (e && isDomainCode(code)) return DOMAIN_ANSWERS[code](e);

  if (e?.name === 'ConfigError') {
    return { message: `${trimDot(e.message)} (fix it in the environment or in .env).`, exitCode: EXIT.usage };
  }

  const unreachable = findInChain(err, isDatabaseUnreachable);
  if (unreachable?.name === 'DatabaseUnavailableError') {
    // The backend's own one-line message already names the database and the reason.
    return { message: `${trimDot(unreachable.message)}. Check DATABASE_URL (or DATA_DIR) and that the database is running.`, exitCode: EXIT.database };
  }
  if (unreachable) {
    const reason = typeof unreachable.code === 'string' && unreachable.code ? unreachable.code : trimDot(unreachable.message);
    return {
      message: `cannot reach ${describeDatabase()} (${reason}). Check DATABASE_URL (or DATA_DIR) and that the database is running.`,
      exitCode: EXIT.database,
    };
  }

  const message = e && typeof e.message === 'string' && e.message ? e.message : String(err);
  return { message: `unexpected error: ${trimDot(message.split('\n')[0])}. Set RENTALS_DEBUG=1 to see details.`, exitCode: EXIT.failure };
}

function trimDot(s: unknown): string {
  return String(s ?? '').replace(/[.\s]+$/, '');
}

/** Writes the error line to stderr (plus the stack when RENTALS_DEBUG=1) and returns the exit status. */
export function reportError(err: unknown): ExitCode {
  const { message, exitCode } = describeError(err);
  io().stderr(`rentals: ${message}\n`);
  if (process.env.RENTALS_DEBUG === '1' && err instanceof Error && err.stack) io().stderr(`${err.stack}\n`);
  return exitCode;
}
