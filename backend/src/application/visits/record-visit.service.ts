import { Injectable } from '@nestjs/common';
import { hasGclid } from '../../domain/tracking/gclid.js';
import { Clock } from '../ports/clock.js';
import { VisitRepository } from '../ports/visit.repository.js';
import { toVisitView, type VisitView } from './visit-view.js';

const IP_MAX_LENGTH = 64;

/** The visitor address as stored: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4, bounded. */
export function normaliseIp(ip: unknown): string {
  const raw = typeof ip === 'string' ? ip.trim() : '';
  if (!raw) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw);
  const value = mapped ? mapped[1] : raw;
  return value.replace(/[^\w.:%[\]-]/g, '').slice(0, IP_MAX_LENGTH) || 'unknown';
}

/** Records one page visit: IP, time, and whether the URL carries a gclid (docs/product.md §14). */
@Injectable()
export class RecordVisitService {
  constructor(
    private readonly visits: VisitRepository,
    private readonly clock: Clock,
  ) {}

  async execute(visit: { ipAddress: string; url: string }): Promise<VisitView> {
    const saved = await this.visits.record({
      ipAddress: normaliseIp(visit.ipAddress),
      visitedAt: this.clock.now(),
      isGoogleAdsTraffic: hasGclid(visit.url),
    });
    return toVisitView(saved);
  }
}
