import { tbilisiWallClock, lastDayOf } from '../../domain/availability/hold-period.js';
import { UnitNotFoundError, ValidationError } from '../../domain/errors.js';
import { checkUnitLabel, normaliseUnitLabel } from '../../domain/availability/units.js';
import type { StoredBlock, StoredUnit, UnitRepository } from '../ports/unit.repository.js';

/** A unit as `rentals units list --json` prints it (docs/product.md §9). */
export type UnitView = { label: string; carType: string; active: boolean };

/** A maintenance block for staff: whole Tbilisi days `from` to `to` (both included). */
export type BlockView = {
  id: number;
  unit: string;
  carType: string;
  from: string;
  to: string;
  reason: string | null;
  active: boolean;
  createdAt: string;
  removedAt: string | null;
};

export function toUnitView(u: StoredUnit): UnitView {
  return { label: u.label, carType: u.carType, active: u.active };
}

export function toBlockView(b: StoredBlock): BlockView {
  return {
    id: b.id,
    unit: b.unitLabel,
    carType: b.carType,
    from: tbilisiWallClock(b.period.start).date,
    to: lastDayOf(b.period),
    reason: b.reason,
    active: b.active,
    createdAt: b.createdAt.toISOString(),
    removedAt: b.releasedAt?.toISOString() ?? null,
  };
}

/** The unit with that label (any letter case); throws UnitNotFoundError (ValidationError for a malformed label). */
export async function loadUnit(units: UnitRepository, rawLabel: unknown, field = 'label'): Promise<StoredUnit> {
  const problem = checkUnitLabel(rawLabel, field);
  if (problem?.type === 'required') throw new ValidationError([problem]);
  const label = normaliseUnitLabel(rawLabel);
  const unit = problem ? null : await units.findByLabel(label);
  if (!unit) throw new UnitNotFoundError(label || String(rawLabel ?? ''));
  return unit;
}
