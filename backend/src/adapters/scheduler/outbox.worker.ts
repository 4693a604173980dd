import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DeliverOutboxService, OUTBOX_BATCH } from '../../application/notifications/deliver-outbox.service.js';
import { AppConfig } from '../../config/app-config.js';
import { BackgroundWorker } from '../lifecycle/background-worker.js';

/**
 * The server's outbox sender (docs/operations.md): every OUTBOX_POLL_MS (default 1 s) it sends the
 * due messages (DeliverOutboxService); a full batch is followed at once by the next. Each message
 * is claimed under a lease in the database with `FOR UPDATE SKIP LOCKED`, so with several
 * instances each message is sent by one of them. On SIGTERM (BackgroundWorker) it takes no new
 * batch, hands back what it had not started, and waits for the message being sent.
 */
@Injectable()
export class OutboxWorker extends BackgroundWorker implements OnApplicationBootstrap {
  protected readonly workerName = 'outbox sender';
  private readonly logger = new Logger('Outbox');
  private readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private turn: Promise<void> | null = null;
  private stopped = false;
  private failingSince: number | null = null;

  constructor(
    private readonly deliver: DeliverOutboxService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    if (process.env.RENTALS_OUTBOX_WORKER === 'off') {
      this.logger.log('the outbox sender is off in this process (RENTALS_OUTBOX_WORKER=off)');
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.turn;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.turn = this.runTurn().finally(() => {
        this.turn = null;
      });
    }, ms);
    this.timer.unref();
  }

  private async runTurn(): Promise<void> {
    let full = false;
    try {
      const result = await this.deliver.deliverDue(this.holder, { limit: OUTBOX_BATCH, stopping: () => this.stopped });
      full = result.claimed >= OUTBOX_BATCH;
      if (this.failingSince !== null) this.logger.log('the outbox is reachable again');
      this.failingSince = null;
    } catch (e) {
      // The database is away (or similar): say so once, then keep polling quietly.
      if (this.failingSince === null) this.logger.warn(`outbox not read: ${(e as Error)?.message ?? String(e)}; trying again`);
      this.failingSince ??= Date.now();
    }
    this.schedule(full ? 0 : this.config.outboxPollMs);
  }
}
