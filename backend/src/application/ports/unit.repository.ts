import type { CarAvailability } from '../../domain/availability/availability.js';
import type { CalendarHold } from '../../domain/availability/calendar.js';
import type { Period } from '../../domain/availability/hold-period.js';
import type { HoldSummary } from '../../domain/availability/holds.js';

export type { HoldSummary };

/** A unit (physical car) as stored. */
export type StoredUnit = {
  id: number;
  label: string;
  carType: string;
  active: boolean;
  createdAt: Date;
  retiredAt: Date | null;
};

/** A maintenance block: a hold of a unit without a booking. */
export type StoredBlock = {
  id: number;
  unitLabel: string;
  carType: string;
  period: Period;
  reason: string | null;
  /** False once removed. */
  active: boolean;
  createdAt: Date;
  releasedAt: Date | null;
};

export type RetireUnitResult =
  | { outcome: 'retired'; unit: StoredUnit }
  /** The unit still holds bookings that end after `now`: nothing changed. */
  | { outcome: 'busy'; holds: HoldSummary[] };

export type AddBlockResult =
  | { outcome: 'created'; block: StoredBlock }
  /** Other holds (bookings, blocks) overlap the period on that unit: nothing stored. */
  | { outcome: 'conflict'; holds: HoldSummary[] }
  | { outcome: 'unit-retired' };

/** The fleet: units, maintenance blocks, and what is free when (docs/persistence.md). */
export abstract class UnitRepository {
  /** Every unit, retired ones too, in fleet order then by label. */
  abstract list(): Promise<StoredUnit[]>;
  /** By its normalised (upper-case) label. */
  abstract findByLabel(label: string): Promise<StoredUnit | null>;
  /** Adds an active unit; null when the label is taken (nothing stored). */
  abstract add(unit: { label: string; carType: string }, at: Date): Promise<StoredUnit | null>;
  /** Takes a unit out of service unless it holds bookings ending after `now` (checked under a lock). */
  abstract retire(unitId: number, now: Date): Promise<RetireUnitResult>;
  /** Puts a retired unit back in service. */
  abstract reactivate(unitId: number): Promise<StoredUnit>;
  /** Holds an active unit for `period` (maintenance) unless something else holds it then. */
  abstract addBlock(unitId: number, period: Period, reason: string | null, at: Date): Promise<AddBlockResult>;
  /** Blocks, by start; only active ones ending after `endingAfter` unless `all`; of one unit if given. */
  abstract listBlocks(filter: { unitId?: number; endingAfter: Date; all?: boolean }): Promise<StoredBlock[]>;
  abstract findBlock(id: number): Promise<StoredBlock | null>;
  /** Releases an active block; null when there is no active block with that id. */
  abstract removeBlock(id: number, at: Date): Promise<StoredBlock | null>;
  /** For each car with active units: how many, and how many hold nothing overlapping `period` (one query). */
  abstract availability(period: Period): Promise<CarAvailability[]>;
  /** Each active unit (fleet order, label) with its holds overlapping `period`. */
  abstract calendar(period: Period): Promise<{ unit: StoredUnit; holds: CalendarHold[] }[]>;
}
