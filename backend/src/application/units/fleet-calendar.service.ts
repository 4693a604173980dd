import { Injectable } from '@nestjs/common';
import { CALENDAR_LEGEND, calendarLine, parseCalendarRange } from '../../domain/availability/calendar.js';
import { blockPeriod } from '../../domain/availability/hold-period.js';
import { addDays, todayInTbilisi } from '../../domain/shared/dates.js';
import { Clock } from '../ports/clock.js';
import { UnitRepository } from '../ports/unit.repository.js';

/** `rentals calendar --json`: one line of marks per active unit, a mark per day (docs/product.md §9). */
export type CalendarView = {
  from: string;
  /** The last day shown. */
  to: string;
  days: number;
  units: { label: string; carType: string; marks: string }[];
  legend: { mark: string; meaning: string }[];
};

/** The fleet's calendar: each active unit, one mark a day (free, pending, confirmed, blocked). */
@Injectable()
export class FleetCalendarService {
  constructor(
    private readonly units: UnitRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { from?: unknown; days?: unknown } = {}): Promise<CalendarView> {
    const { from, days } = parseCalendarRange(input, todayInTbilisi(this.clock.now()));
    const to = addDays(from, days - 1);
    const rows = await this.units.calendar(blockPeriod(from, to));
    return {
      from,
      to,
      days,
      units: rows.map(({ unit, holds }) => ({ label: unit.label, carType: unit.carType, marks: calendarLine(holds, from, days) })),
      legend: CALENDAR_LEGEND.map((l) => ({ ...l })),
    };
  }
}
