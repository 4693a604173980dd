import { Injectable } from '@nestjs/common';
import { listLimit } from '../booking/list-bookings.service.js';
import { VisitRepository } from '../ports/visit.repository.js';
import { toVisitView, type VisitView } from './visit-view.js';

export const DEFAULT_VISITS_LIMIT = 500;
export const MAX_VISITS_LIMIT = 5000;

/** Visit records, newest first. */
@Injectable()
export class ListVisitsService {
  constructor(private readonly visits: VisitRepository) {}

  async execute(query: { limit?: number | string } = {}): Promise<VisitView[]> {
    const limit = listLimit(query.limit, DEFAULT_VISITS_LIMIT, MAX_VISITS_LIMIT);
    return (await this.visits.list(limit)).map(toVisitView);
  }
}
