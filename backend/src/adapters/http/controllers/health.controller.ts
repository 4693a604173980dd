import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DatabaseHealth } from '../../../application/ports/database-health.js';

/** Liveness and readiness: 200 when the database answers, 503 when it does not. */
@Controller('api/health')
export class HealthController {
  constructor(private readonly database: DatabaseHealth) {}

  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    if (await this.database.isUp()) return { status: 'ok', database: 'up' };
    res.status(503);
    return { statusCode: 503, status: 'error', database: 'down', message: 'The database cannot be reached.' };
  }
}
