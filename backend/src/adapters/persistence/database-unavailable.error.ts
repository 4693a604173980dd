/**
 * The database cannot be used right now (unreachable, not started, embedded host not answering).
 * The message is one line. The HTTP adapter answers 503 for it; the CLI prints the message.
 */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}
