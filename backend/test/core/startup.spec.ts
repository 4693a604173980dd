import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DatabaseUnavailableError } from '../../src/adapters/persistence/database-unavailable.error.js';
import { ConfigError } from '../../src/config/config-error.js';
import { createCoreContext } from '../../src/core.module.js';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('core start-up errors', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('fails fast with a one-line error when the database is unreachable', async () => {
    const port = await closedPort();
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/rentals`;
    const started = Date.now();
    const error = await createCoreContext({ logger: false }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toBe(`Cannot use the database (127.0.0.1:${port}/rentals): connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('reports a bad variable with a one-line error', async () => {
    process.env.BOOKING_CONFIRM_HOURS = 'abc';
    const error = await createCoreContext({ logger: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe('Invalid BOOKING_CONFIRM_HOURS="abc": expected a whole number from 1 to 8760.');
  });
});
