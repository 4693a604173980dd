import { Injectable } from '@nestjs/common';
import { ValidationError } from '../../domain/errors.js';
import { VITALS_RETENTION_DAYS } from '../../domain/vitals/vital-figures.js';
import { Clock } from '../ports/clock.js';
import { VitalsRepository, type VitalPercentile, type WorstInteraction } from '../ports/vitals.repository.js';

/** How many interaction targets the report lists. */
const WORST_INTERACTIONS = 10;

export type SpeedReport = {
  days: number;
  /** The start of the window (ISO instant); it ends now. */
  since: string;
  /** Per page, language, device class and figure: the 75th percentile and the number of reports. */
  percentiles: VitalPercentile[];
  /** The INP targets with the highest 75th percentile, worst first. */
  worstInteractions: WorstInteraction[];
};

/** What real visitors waited for over the last `days` days: /staff/speed and `rentals vitals`. */
@Injectable()
export class SpeedReportService {
  constructor(
    private readonly vitals: VitalsRepository,
    private readonly clock: Clock,
  ) {}

  async execute(days: number): Promise<SpeedReport> {
    if (!Number.isInteger(days) || days < 1 || days > VITALS_RETENTION_DAYS) {
      throw new ValidationError([{ field: 'days', type: 'invalid', message: `days must be a whole number from 1 to ${VITALS_RETENTION_DAYS}` }]);
    }
    const since = new Date(this.clock.now().getTime() - days * 86_400_000);
    const [percentiles, worstInteractions] = await Promise.all([this.vitals.percentiles(since), this.vitals.worstInteractions(since, WORST_INTERACTIONS)]);
    return { days, since: since.toISOString(), percentiles, worstInteractions };
  }
}
