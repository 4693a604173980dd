import { Injectable } from '@nestjs/common';
import { DatabaseHealth } from '../ports/database-health.js';

export type HealthReport = { status: 'ok' | 'error'; database: 'up' | 'down' };

/** GET /api/health: whether the database answers (fast: a short timeout). */
@Injectable()
export class HealthService {
  constructor(private readonly database: DatabaseHealth) {}

  async check(): Promise<HealthReport> {
    const up = await this.database.isUp();
    return up ? { status: 'ok', database: 'up' } : { status: 'error', database: 'down' };
  }
}
