/**
 * What a failed query says about its cause, for the error handler: text the database cannot
 * take (the client's input, a 400) or a database that cannot be reached (a 503 to retry).
 */
export type DatabaseFailure = 'invalid-text' | 'unavailable';

/**
 * SQLSTATEs of text PostgreSQL cannot store or read as the type asked: NUL in text
 * (22021), a character jsonb cannot hold (22P05), text that is no uuid or number (22P02).
 */
const INVALID_TEXT = new Set(['22021', '22P05', '22P02']);

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), the server
 * shutting down or terminating the backend (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a dropped connection and a full pool by message only. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Connection ended unexpectedly/i,
];

function failureOf(error: object): DatabaseFailure | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (INVALID_TEXT.has(code)) return 'invalid-text';
    if (UNAVAILABLE.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) {
      return 'unavailable';
    }
  }
  if (
    typeof message === 'string' &&
    UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  ) {
    return 'unavailable';
  }
  return null;
}

/**
 * The database failure behind an error, looking through its causes (Drizzle wraps the
 * driver's error), or null when the database is not what failed.
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const failure = failureOf(current);
    if (failure) return failure;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
