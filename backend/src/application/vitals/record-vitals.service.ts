import { Injectable } from '@nestjs/common';
import { deviceClassOf, parseVitalReports } from '../../domain/vitals/vitals.js';
import { Clock } from '../ports/clock.js';
import { VitalsRepository } from '../ports/vitals.repository.js';

/**
 * Stores a beacon of real visitors' figures (POST /api/vitals): the body checked by the domain
 * (ValidationError otherwise, nothing stored); the device class, when the page did not send one,
 * from the browser's hints. Neither the address nor the user agent is kept. A browser that sends
 * Do Not Track or Global Privacy Control is not measured: the page sends nothing then, and a beacon
 * that comes anyway is checked and dropped.
 */
@Injectable()
export class RecordVitalsService {
  constructor(
    private readonly vitals: VitalsRepository,
    private readonly clock: Clock,
  ) {}

  async execute(body: unknown, browser: { mobileHint?: string; userAgent?: string; doNotTrack?: boolean }): Promise<{ recorded: number }> {
    const reports = parseVitalReports(body);
    if (browser.doNotTrack) return { recorded: 0 };
    const device = deviceClassOf(browser);
    const recorded = await this.vitals.record(
      reports.map((r) => ({ ...r, device: r.device ?? device })),
      this.clock.now(),
    );
    return { recorded };
  }
}
