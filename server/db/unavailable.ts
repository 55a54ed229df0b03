/**
 * The database could not be reached, or dropped the connection mid-statement: the server stopped,
 * restarted, or an administrator ended the session. Requests answer 503 (`server/http/errors.ts`)
 * and the pool connects anew on the next one, so the service is back once the database is.
 * A statement that failed this way never half-applies: it ran in a transaction the server rolls
 * back when the connection ends (or, when COMMIT itself was cut off, committed whole).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = "DatabaseUnavailableError";
  }
}

// SQLSTATE class 08 (connection exception) and the shutdown/start-up codes of class 57.
const LOST_SQLSTATES = /^(08...|57P01|57P02|57P03|53300)$/;
const LOST_SYSCALL_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// What `pg` throws without a code when the socket ends or a pool checkout times out.
const LOST_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection timeout)/;

/** Whether `error` says the connection to the server is gone (not that a statement was wrong). */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (LOST_SQLSTATES.test(code) || LOST_SYSCALL_CODES.has(code))) return true;
  return LOST_MESSAGES.test(error.message);
}

/** `error` as a DatabaseUnavailableError when it is a lost connection, else unchanged. */
export function asUnavailable(error: unknown): unknown {
  return isConnectionLoss(error) ? new DatabaseUnavailableError(error) : error;
}
