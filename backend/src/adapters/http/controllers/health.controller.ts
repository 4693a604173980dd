import { ApiTags } from '@nestjs/swagger';
import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService } from '../../../application/health/health.service.js';
import { ShutdownState } from '../shutdown-state.js';

/** Liveness and readiness: 200 when the database answers, 503 when it does not or the server is stopping. */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    if (this.shutdown.stopping) {
      res.status(503);
      return { status: 'stopping' as const };
    }
    const report = await this.health.check();
    if (report.database !== 'up') res.status(503);
    return report;
  }
}
