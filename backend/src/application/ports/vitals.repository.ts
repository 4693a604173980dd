import type { DeviceClass, VitalName } from '../../domain/vitals/vital-figures.js';
import type { VitalReport } from '../../domain/vitals/vitals.js';

/** One figure as stored: the report with its device class (always known once stored) and when it came. */
export type VitalRecord = VitalReport & { device: DeviceClass };

/** The 75th percentile of one figure for one page, language and device class, over `count` reports. */
export type VitalPercentile = { page: string; language: string; device: DeviceClass; name: VitalName; p75: number; count: number };

/** An interaction target (INP attribution) with its 75th percentile and worst INP, over `count` reports. */
export type WorstInteraction = { target: string; page: string; p75: number; worst: number; count: number };

export abstract class VitalsRepository {
  /** Stores the figures (a figure reported again with the same id and name keeps its latest value); returns how many. */
  abstract record(reports: VitalRecord[], at: Date): Promise<number>;
  /** The 75th percentiles (percentile_cont in SQL) of the figures received since `since`. */
  abstract percentiles(since: Date): Promise<VitalPercentile[]>;
  /** The `limit` INP targets with the highest 75th percentile since `since`. */
  abstract worstInteractions(since: Date, limit: number): Promise<WorstInteraction[]>;
  /** Deletes (or with `dryRun` counts) the figures received before `cutoff`. */
  abstract deleteBefore(cutoff: Date, dryRun: boolean): Promise<number>;
}
