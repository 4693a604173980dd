import { ApiTags } from '@nestjs/swagger';
import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { RecordVitalsService } from '../../../application/vitals/record-vitals.service.js';
import { VitalsRateLimitGuard } from '../guards/rate-limit.guard.js';

export const VITALS_PATH = '/api/vitals';

/**
 * Real visitors' figures (docs/api.md): the page's web-vitals beacon. 204 stored; a body that is not
 * one figure or an array of them (domain/vitals/vitals.ts) 400; over 8 kB 413; over
 * VITALS_RATE_LIMIT per minute 429. Only the device class is taken from the headers, and whether
 * the browser sends Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`): then nothing is stored.
 */
@ApiTags('speed')
@Controller(VITALS_PATH.slice(1))
export class WebVitalsController {
  constructor(private readonly recordVitals: RecordVitalsService) {}

  @Post()
  @HttpCode(204)
  @UseGuards(VitalsRateLimitGuard)
  async record(@Req() req: Request): Promise<void> {
    // The body as parsed (the global pipe takes objects only; a beacon may be an array): the domain checks it.
    const body: unknown = req.body;
    const header = (name: string) => req.get(name);
    await this.recordVitals.execute(body, {
      mobileHint: header('sec-ch-ua-mobile'),
      userAgent: header('user-agent'),
      doNotTrack: header('dnt') === '1' || header('sec-gpc') === '1',
    });
  }
}
