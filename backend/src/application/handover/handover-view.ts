import type { StoredHandover } from '../ports/handover.repository.js';

/** A check-out or check-in as printed (`rentals bookings show --json`: `handovers`). */
export type HandoverView = {
  kind: 'check-out' | 'check-in';
  at: string;
  staff: string;
  odometerKm: number;
  fuelEighths: number;
  damageNotes: string;
  photos: number;
  signed: boolean;
  /** Check-in: less fuel than at the check-out. */
  fuelLower: boolean;
  /** Check-in: damage noted at the return. */
  newDamage: boolean;
};

export function toHandoverView(h: StoredHandover): HandoverView {
  return {
    kind: h.kind,
    at: h.at.toISOString(),
    staff: h.staffName,
    odometerKm: h.odometerKm,
    fuelEighths: h.fuelEighths,
    damageNotes: h.damageNotes,
    photos: h.photoCount,
    signed: h.hasSignature,
    fuelLower: h.fuelLower,
    newDamage: h.newDamage,
  };
}
