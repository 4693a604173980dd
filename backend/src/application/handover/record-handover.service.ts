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
  checkPhotoPixels,
  checkSignaturePng,
  signatureNotADrawing,
  type HandoverKind,
} from '../../domain/handover/handover.js';
import { capabilitiesOf } from '../booking/booking-capabilities.js';
import { SIGNATURE_MAX_PX } from '../../domain/shared/image-size.js';
import { ImageProcessor } from '../ports/image-processor.js';
import { toBookingView, type BookingView } from '../booking/booking-view.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingChangeEffects, newEventId, type BookingChange } from '../notifications/booking-change-effects.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { HandoverRepository, type HandoverPhoto, type NewHandover } from '../ports/handover.repository.js';
import { HandoverMessages } from '../ports/handover-messages.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';
import { UnitOfWork, rollback } from '../ports/unit-of-work.js';
import { BookingMoney, type ChargeInput, type PaymentInput } from '../money/booking-money.js';
import { MAX_SUBMIT_PAYMENTS, type Payment } from '../../domain/money/money.js';

export type HandoverInput = {
  reference: unknown;
  kind: HandoverKind;
  odometerKm: unknown;
  fuelEighths: unknown;
  damageNotes?: unknown;
  photos: Uint8Array[];
  signaturePng: Uint8Array | null;
  /** The signed-in staff member (the CLI: --by). */
  by: unknown;
  /** The payments taken in the same submit (the phone's check-out and check-in: up to MAX_SUBMIT_PAYMENTS; the CLI's --pay). */
  payments?: PaymentInput[];
  /** Check-in: the charges at the return (fuel, damage, ...). */
  charges?: ChargeInput[];
  /** Check-out: the driving licence and passport numbers typed by staff (else the pre-check-in's). */
  documents?: { licenceNumber?: unknown; passportNumber?: unknown };
  /**
   * The check-out is recorded without the customer's signature: `rentals bookings check-out`
   * (scripts and tests; the phone's check-out needs the signature).
   */
  unsigned?: boolean;
};

/**
 * Handover (check-out) of a confirmed booking and return (check-in) of one on rent (docs/staff.md):
 * readings, photos and the customer's signature, stored with the status change (`on_rent`,
 * `returned`), the history entry (`checked_out` / `checked_in`, actor the staff member) and the
 * outbox messages in one transaction. The phone and `rentals bookings check-out|check-in` call it.
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
    private readonly money: BookingMoney,
    private readonly images: ImageProcessor,
  ) {}

  async execute(input: HandoverInput): Promise<BookingView> {
    const actor = validateActor(input.by);
    const booking = await loadBooking(this.bookings, input.reference);
    const recorded = await this.handovers.listFor(booking.id);
    const now = this.clock.now();
    const readings = parseReadings(input);
    const done = { checkOut: recorded.checkOut !== null, checkIn: recorded.checkIn !== null };
    assertHandoverAllowed(input.kind, booking, capabilitiesOf(booking, this.config.holdPolicy, now, { handovers: done }), done, {
      out: recorded.checkOut ?? undefined,
      back: readings,
    });
    const photos = checkPhotos(input.photos);
    const signature = input.signaturePng && input.signaturePng.length > 0 ? await this.freshSignature(input.signaturePng) : null;
    if (input.kind === 'check-out' && !signature && !input.unsigned) {
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
    // Money taken in the same submit: checked before anything is stored. Charges come with the return.
    const typed = input.payments ?? [];
    if (typed.length > MAX_SUBMIT_PAYMENTS) throw new ValidationError([{ field: 'payments', type: 'max', message: `at most ${MAX_SUBMIT_PAYMENTS} payments at once` }]);
    const payments: Payment[] = [];
    for (const p of typed) payments.push(await this.money.preparePayment(booking, p, actor, now));
    const charges = input.kind === 'check-in' ? (input.charges ?? []).map((c) => this.money.prepareCharge(booking, c, actor, now, 'returned')) : [];
    // The receipt of a return is made before the transaction (the transaction stays short); the
    // agreement of a check-out only once its conditional update below is won, so parallel submits
    // of one handover draw it once.
    let extra: OutboxDraft[] = [];
    const drawAgreement = input.kind === 'check-out' ? await this.extra.forCheckOut(booking, { payments, documents: input.documents }) : null;
    if (input.kind === 'check-in') {
      const stored = await this.money.stored(booking);
      extra = await this.extra.forCheckIn(booking, handover, newEventId, { payments: [...stored.payments, ...payments], charges: [...stored.charges, ...charges] });
    }
    // The status moves with the handover (confirmed -> on_rent, on_rent -> returned), conditionally:
    // a concurrent change of the booking makes this one roll back. A return frees the unit from
    // now + TURNAROUND_HOURS when that is before the booked end.
    const from = input.kind === 'check-out' ? 'confirmed' : 'on_rent';
    const to = input.kind === 'check-out' ? 'on_rent' : 'returned';
    const holdEndsAt = input.kind === 'check-in' ? new Date(now.getTime() + this.config.turnaroundHours * 3_600_000) : undefined;
    // The booking as it is after the change, for the history, the webhook and the answer: the
    // conditional UPDATE changes only the status and its reason of a booking still in `from`, so it
    // is not read again.
    const after: StoredBooking = { ...booking, status: to, statusReason: null };
    const saved = await this.unitOfWork.run(async (tx) => {
      if (!(await tx.bookings.changeStatus(booking.id, from, { to, reason: null, at: now, holdEndsAt }))) return rollback(false);
      if (!(await tx.handovers.add(booking.id, handover))) return rollback(false);
      let agreementPdf: Uint8Array | null = null;
      if (drawAgreement) ({ messages: extra, agreementPdf } = await drawAgreement(handover, newEventId));
      await this.effects.record(tx, [change], [after], extra);
      await this.money.write(tx, booking, payments, charges);
      if (agreementPdf) await tx.money.saveAgreement(booking.id, agreementPdf, now);
      return true;
    });
    if (!saved) {
      throw new HandoverRefusedError(`Booking ${booking.reference} was ${input.kind === 'check-out' ? 'handed over' : 'returned'} meanwhile by someone else`);
    }
    this.logger.log(`booking ${booking.reference} ${change.type} by ${actor} (${photos.length} photos)`);
    return toBookingView(after, this.config.holdPolicy);
  }

  /**
   * The customer's signature as stored and drawn: its headers checked, then decoded within
   * 2000×1000 pixels and encoded again (a file whose data inflates beyond its header is refused).
   */
  private async freshSignature(png: Uint8Array): Promise<Uint8Array> {
    checkSignaturePng(png);
    const fresh = await this.images.freshPng(png, SIGNATURE_MAX_PX);
    if (!fresh) throw signatureNotADrawing();
    return fresh;
  }
}

/** The photos of a handover checked (count, type, size, pixels); a ValidationError names the first at fault. */
export function checkPhotos(files: Uint8Array[]): HandoverPhoto[] {
  const nonEmpty = files.filter((f) => f.length > 0);
  if (nonEmpty.length > MAX_HANDOVER_PHOTOS) {
    throw new ValidationError([{ field: 'photos', type: 'max', message: `at most ${MAX_HANDOVER_PHOTOS} photos` }]);
  }
  return nonEmpty.map((data, i) => {
    const contentType = imageType(data);
    if (!contentType) throw new ValidationError([{ field: 'photos', type: 'format', message: `photo ${i + 1} is not a JPEG or PNG picture` }]);
    if (data.length > PHOTO_MAX_BYTES) throw new ValidationError([{ field: 'photos', type: 'max', message: `photo ${i + 1} is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB` }]);
    checkPhotoPixels(i, data);
    return { contentType, data };
  });
}
