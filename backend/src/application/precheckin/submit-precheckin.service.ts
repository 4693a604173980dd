import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { capabilitiesOf } from '../booking/booking-capabilities.js';
import { AppSettings } from '../ports/app-settings.js';
import { Injectable, Logger } from '@nestjs/common';
import {
  assertPrecheckinOpen,
  checkDocument,
  isDocumentKind,
  parsePermitFlag,
  parseSecondDriver,
} from '../../domain/precheckin/precheckin.js';
import { ValidationError } from '../../domain/errors.js';
import { loadByToken } from '../booking/booking-page-view.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { HandoverRepository } from '../ports/handover.repository.js';
import { PrecheckinRepository, type NewPrecheckinDocument } from '../ports/precheckin.repository.js';
import { parseDocumentNumber } from '../../domain/agreement/agreement-drivers.js';
import { toPrecheckinView, type PrecheckinView } from './precheckin-view.js';

/** What the booking page's form (or the API) sends: the fields as received, files as bytes by kind. */
export type PrecheckinSubmission = {
  internationalPermit: unknown;
  secondDriver: unknown;
  /** Optional: the driving licence and passport numbers, for the agreement. */
  licenceNumber?: unknown;
  passportNumber?: unknown;
  documents: { kind: unknown; data: Uint8Array }[];
};

/**
 * The customer's pre-check-in from their booking page (docs/product.md §13): while the booking is pending or
 * confirmed and before its return, the international driving permit flag, a second driver's name,
 * and the driving licence and passport (JPEG, PNG or PDF by content, at most 10 MB each; a new one
 * replaces the one of its kind). Everything is checked before anything is stored.
 */
@Injectable()
export class SubmitPrecheckinService {
  private readonly logger = new Logger(SubmitPrecheckinService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly tokens: BookingTokens,
    private readonly precheckins: PrecheckinRepository,
    private readonly handovers: HandoverRepository,
    private readonly clock: Clock,
    private readonly config: AppSettings,
  ) {}

  /** Open unless closed by the booking's state, its return time or the car's return (PrecheckinClosedError). */
  private async assertOpenFor(booking: StoredBooking, now: Date): Promise<void> {
    const { checkOut, checkIn } = await this.handovers.listFor(booking.id);
    const may = capabilitiesOf(booking, this.config.holdPolicy, now, { handovers: { checkOut: checkOut !== null, checkIn: checkIn !== null } });
    assertPrecheckinOpen(booking, may.precheckin);
  }

  /**
   * Before the files are read: the token is a booking's and its pre-check-in is open
   * (BookingPageNotFoundError, PrecheckinClosedError), so nobody else can make the server read them.
   */
  async assertOpen(token: unknown): Promise<void> {
    const now = this.clock.now();
    await this.assertOpenFor(await loadByToken(this.bookings, this.tokens, token, now), now);
  }

  async execute(token: unknown, form: PrecheckinSubmission): Promise<PrecheckinView> {
    const now = this.clock.now();
    const booking = await loadByToken(this.bookings, this.tokens, token, now);
    await this.assertOpenFor(booking, now);
    const documents: NewPrecheckinDocument[] = [];
    for (const d of form.documents) {
      if (!isDocumentKind(d.kind)) throw new ValidationError([{ field: String(d.kind).slice(0, 32), type: 'invalid', message: 'the documents are licence and passport' }]);
      if (documents.some((x) => x.kind === d.kind)) throw new ValidationError([{ field: d.kind, type: 'max', message: 'send one file of each document' }]);
      documents.push({ kind: d.kind, contentType: checkDocument(d.kind, d.data), data: d.data });
    }
    const internationalPermit = parsePermitFlag(form.internationalPermit);
    const secondDriver = parseSecondDriver(form.secondDriver);
    const licenceNumber = parseDocumentNumber(form.licenceNumber, 'licenceNumber');
    const passportNumber = parseDocumentNumber(form.passportNumber, 'passportNumber');
    await this.precheckins.save(booking.id, { internationalPermit, secondDriver, licenceNumber, passportNumber, documents }, now);
    this.logger.log(`pre-check-in of booking ${booking.reference}: ${documents.map((d) => d.kind).join(', ') || 'no documents'} sent`);
    return toPrecheckinView(await this.precheckins.find(booking.id), true);
  }
}
