import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { validateActor } from '../../domain/booking/history.js';
import { HandoverRefusedError, ValidationError } from '../../domain/errors.js';
import {
  assertHandoverAllowed,
  handoverDetail,
  imageType,
  MAX_HANDOVER_PHOTOS,
  parseReadings,
  PHOTO_MAX_BYTES,
  returnFlags,
  SIGNATURE_MAX_BYTES,
  type HandoverKind,
} from '../../domain/handover/handover.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { toBookingView, type BookingView } from '../booking/booking-view.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingChangeEffects, newEventId, type BookingChange } from '../notifications/booking-change-effects.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { HandoverRepository, type HandoverPhoto, type NewHandover } from '../ports/handover.repository.js';
import { HandoverMessages } from '../ports/handover-messages.js';
import { UnitOfWork, rollback } from '../ports/unit-of-work.js';

export type HandoverInput = {
  reference: unknown;
  kind: HandoverKind;
  odometerKm: unknown;
  fuelEighths: unknown;
  damageNotes?: unknown;
  photos: Uint8Array[];
  signaturePng: Uint8Array | null;
  /** The signed-in staff member. */
  by: unknown;
};

/**
 * Handover (check-out) and return (check-in) of a confirmed booking (docs/staff.md): readings,
 * photos and the customer's signature, stored with the history entry (`checked_out` /
 * `checked_in`, actor the staff member) and the outbox messages in one transaction.
 */
@Injectable()
export class RecordHandoverService {
  private readonly logger = new Logger(RecordHandoverService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly handovers: HandoverRepository,
    private readonly effects: BookingChangeEffects,
    private readonly clock: Clock,
    private readonly config: AppSettings,
    private readonly extra: HandoverMessages,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Whether the form may be shown now: HandoverRefusedError saying why not (already recorded, too early, not confirmed). */
  async assertAllowed(reference: unknown, kind: HandoverKind): Promise<void> {
    const booking = await loadBooking(this.bookings, reference);
    const recorded = await this.handovers.listFor(booking.id);
    assertHandoverAllowed(kind, booking, { checkOut: recorded.checkOut !== null, checkIn: recorded.checkIn !== null }, todayInTbilisi(this.clock.now()));
  }

  async execute(input: HandoverInput): Promise<BookingView> {
    const actor = validateActor(input.by);
    const booking = await loadBooking(this.bookings, input.reference);
    const recorded = await this.handovers.listFor(booking.id);
    const now = this.clock.now();
    const readings = parseReadings(input);
    assertHandoverAllowed(input.kind, booking, { checkOut: recorded.checkOut !== null, checkIn: recorded.checkIn !== null }, todayInTbilisi(now), {
      out: recorded.checkOut ?? undefined,
      back: readings,
    });
    const photos = checkPhotos(input.photos);
    const signature = input.signaturePng && input.signaturePng.length > 0 ? input.signaturePng : null;
    if (signature && (imageType(signature) !== 'image/png' || signature.length > SIGNATURE_MAX_BYTES)) {
      throw new ValidationError([{ field: 'signature', type: 'format', message: 'the signature is not a drawing from this page' }]);
    }
    if (input.kind === 'check-out' && !signature) {
      throw new ValidationError([{ field: 'signature', type: 'required', message: 'the customer signs the handover on the screen' }]);
    }
    const flags = input.kind === 'check-in' && recorded.checkOut ? returnFlags(recorded.checkOut, readings) : { fuelLower: false, newDamage: false };
    const handover: NewHandover = { kind: input.kind, at: now, staffName: actor, ...readings, ...flags, photos, signaturePng: signature };
    const change: BookingChange = {
      type: input.kind === 'check-out' ? 'checked_out' : 'checked_in',
      bookingId: booking.id,
      reference: booking.reference,
      at: now,
      actor,
      detail: { handover: handoverDetail({ ...handover, photoCount: photos.length, hasSignature: signature !== null }) },
    };
    // Made before the transaction (the agreement PDF takes a while): the transaction stays short.
    const extra = input.kind === 'check-out' ? await this.extra.forCheckOut(booking, handover, newEventId) : [];
    const saved = await this.unitOfWork.run(async (tx) => {
      if (!(await tx.handovers.add(booking.id, handover))) return rollback(false);
      await this.effects.record(tx, [change], [booking], extra);
      return true;
    });
    if (!saved) {
      throw new HandoverRefusedError(`Booking ${booking.reference} was ${input.kind === 'check-out' ? 'handed over' : 'returned'} meanwhile by someone else`);
    }
    this.logger.log(`booking ${booking.reference} ${change.type} by ${actor} (${photos.length} photos)`);
    return toBookingView(booking, this.config.holdPolicy);
  }
}

function checkPhotos(files: Uint8Array[]): HandoverPhoto[] {
  const nonEmpty = files.filter((f) => f.length > 0);
  if (nonEmpty.length > MAX_HANDOVER_PHOTOS) {
    throw new ValidationError([{ field: 'photos', type: 'max', message: `at most ${MAX_HANDOVER_PHOTOS} photos` }]);
  }
  return nonEmpty.map((data, i) => {
    const contentType = imageType(data);
    if (!contentType) throw new ValidationError([{ field: 'photos', type: 'format', message: `photo ${i + 1} is not a JPEG or PNG picture` }]);
    if (data.length > PHOTO_MAX_BYTES) throw new ValidationError([{ field: 'photos', type: 'max', message: `photo ${i + 1} is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB` }]);
    return { contentType, data };
  });
}
