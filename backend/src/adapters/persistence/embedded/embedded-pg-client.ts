import pg from 'pg';
import type { EmbeddedDatabase } from './embedded-database.js';

type Callback = (err: Error | null, client?: pg.Client) => void;

/**
 * A `pg` Client class whose every new connection first asks the embedded database where it is
 * served now (and hosts it in this process when its host has gone). Used as the pool's `Client`.
 */
export function embeddedClientClass(embedded: EmbeddedDatabase): typeof pg.Client {
  class EmbeddedPgClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: Callback): void;
    override connect(callback?: Callback): Promise<pg.Client> | void {
      const connected = embedded.address().then(({ host, port }) => {
        const self = this as unknown as { host: string; port: number };
        self.host = host;
        self.port = port;
        return super.connect();
      });
      if (!callback) return connected;
      connected.then(
        (client) => callback(null, client),
        (err: Error) => callback(err),
      );
    }
  }
  return EmbeddedPgClient;
}
