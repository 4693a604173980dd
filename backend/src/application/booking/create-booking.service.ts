import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { unavailableMessage, unavailableParams } from '../../domain/availability/availability.js';
import { bookingHoldPeriod } from '../../domain/availability/hold-period.js';
import type { BookingInput } from '../../domain/booking/booking-request.js';
import { PendingLimitError, UnitUnavailableError, ValidationError } from '../../domain/errors.js';
import { priceBookingRequest, type PricedRequest } from '../../domain/booking/request-price.js';
import { bookingPagePath } from '../../domain/booking/booking-page.js';
import { messageError } from '../../domain/booking/messages.js';
import { capKeys, capMessage, capOf, clientKey } from '../../domain/booking/pending-caps.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { DEFAULT_LOCALE, isLocale } from '../../domain/site/locales.js';
import { BotCheckService } from '../bot-check/bot-check.service.js';
import { BookingRepository } from '../ports/booking.repository.js';
import type { NewBooking, StoredBooking } from '../../domain/booking/stored-booking.js';
import { Clock } from '../ports/clock.js';
import { Digest } from '../ports/digest.js';
import { ReferenceGenerator } from '../ports/reference-generator.js';
import { UnitOfWork, rollback } from '../ports/unit-of-work.js';
import { BookingChangeEffects } from '../notifications/booking-change-effects.js';
import { VISITOR_ACTOR } from '../../domain/booking/history.js';
import type { Period } from '../../domain/availability/hold-period.js';
import type { CapField, CapKeys, PendingCaps } from '../../domain/booking/pending-caps.js';
import { toBookingView, type BookingView } from './booking-view.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';
import { bookingRequestHash, replayOrConflict } from './idempotency.js';

/** The bot-check action of the booking form (docs/product.md §11). */
export const BOOKING_ACTION = 'booking_submission';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const REFERENCE_ATTEMPTS = 8;

export type CreateBookingOptions = {
  idempotencyKey?: string | null;
  recaptchaToken?: string | null;
  /** The client's address (TRUST_PROXY respected), counted by PENDING_PER_IP; unknown: not counted. */
  clientIp?: string | null;
  /** The request's host, which a bot-check token must have been solved on (unless PUBLIC_URL says otherwise). */
  hostname?: string | null;
};

/** A created (or replayed) booking with a fresh link to its page (`/b/<token>`, in its language). */
export type CreatedBooking = { booking: BookingView; created: boolean; bookingPage: string };

type InsertOutcome =
  | { outcome: 'created'; booking: StoredBooking }
  /** A booking with the same idempotency key exists already (possibly inserted concurrently). */
  | { outcome: 'duplicate-key'; booking: StoredBooking }
  /** The reference is taken: generate another and try again. */
  | { outcome: 'duplicate-reference' }
  /** Every active unit of the car is held for part of the period: nothing was stored. */
  | { outcome: 'unavailable' }
  /** The new booking would go over a cap on pending bookings: nothing was stored. */
  | { outcome: 'limit'; field: CapField };

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

/**
 * Creates a pending booking (docs/product.md §7, §9, §10; docs/api.md): validates with the domain rules, prices
 * it on the server (the client's totalPrice is kept for information only), verifies the bot-check
 * token when configured (never blocking: the score is stored), and stores it with a fresh
 * reference and a hold on a free unit of its car, in one transaction. No unit free for pickup to
 * return plus TURNAROUND_HOURS: UnitUnavailableError, nothing stored. A repeated idempotency key
 * with the same request returns the first booking, with another request it is an
 * IdempotencyConflictError (./idempotency.ts), also under concurrent requests.
 */
@Injectable()
export class CreateBookingService {
  private readonly logger = new Logger(CreateBookingService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly references: ReferenceGenerator,
    private readonly botCheck: BotCheckService,
    private readonly config: AppSettings,
    private readonly tokens: BookingTokens,
    private readonly unitOfWork: UnitOfWork,
    private readonly effects: BookingChangeEffects,
    private readonly prices: CurrentPrices,
    private readonly digest: Digest,
  ) {}

  async execute(req: BookingInput, opts: CreateBookingOptions = {}): Promise<BookingView> {
    return (await this.create(req, opts)).booking;
  }

  /** Like `execute`, also telling whether this call created the booking (false: idempotent replay), with a link to its page. */
  async create(req: BookingInput, opts: CreateBookingOptions = {}): Promise<CreatedBooking> {
    const key = this.idempotencyKey(opts.idempotencyKey);
    const requestHash = key ? bookingRequestHash(req, this.digest) : null;
    if (key) {
      const existing = await this.bookings.findByIdempotencyKey(key);
      if (existing) return this.replay(replayOrConflict(existing, requestHash!));
    }

    const now = this.clock.now();
    const priced = priceBookingRequest(req, todayInTbilisi(now), await this.prices.get());
    const record: Omit<NewBooking, 'reference'> = { ...this.record(req, priced, key, opts.clientIp), idempotencyHash: requestHash, createdAt: now };
    record.botScore = await this.botScore(opts.recaptchaToken, opts.hostname);
    const hold = bookingHoldPeriod(record, this.config.turnaroundHours);
    const caps = this.config.pendingCaps;
    const keys = capKeys(record, opts.clientIp);

    for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
      const page = this.tokens.issue();
      const result = await this.insert({ ...record, reference: this.references.next() }, hold, caps, keys, page.hash);
      if (result.outcome === 'unavailable') {
        this.logger.log(`no ${record.carType} free from ${record.pickupDate} ${record.pickupTime} to ${record.returnDate} ${record.returnTime}: refused`);
        throw new UnitUnavailableError(record.carType, unavailableMessage(record.carType, record), unavailableParams(record.carType, record));
      }
      if (result.outcome === 'limit') {
        this.logger.log(`booking refused: ${result.field === 'client' ? 'the client address' : result.field} already has the most pending bookings allowed`);
        throw new PendingLimitError(result.field, capMessage(result.field, caps), capOf(result.field, caps));
      }
      if (result.outcome === 'created') {
        this.logger.log(`booking ${result.booking.reference} created: ${result.booking.carType} (${result.booking.unit}), ${result.booking.days} days, ${result.booking.totalPrice} EUR`);
        return { booking: toBookingView(result.booking, this.config.holdPolicy), created: true, bookingPage: bookingPagePath(page.token, result.booking.locale) };
      }
      if (result.outcome === 'duplicate-key') return this.replay(replayOrConflict(result.booking, requestHash!));
    }
    throw new Error(`could not find a free booking reference after ${REFERENCE_ATTEMPTS} attempts`);
  }

  /**
   * One transaction (docs/product.md §9, §11, §16): the caps on pending bookings counted under their
   * locks, the booking row (a unique index refusing it: its idempotency key or its reference is
   * taken), a hold on a free unit of its car, the link to its page, then its history row and
   * messages. No free unit: ROLLBACK, nothing stored.
   */
  private async insert(booking: NewBooking, hold: Period, caps: PendingCaps, keys: CapKeys, tokenHash: string): Promise<InsertOutcome> {
    const at = booking.createdAt ?? this.clock.now();
    const outcome = await this.unitOfWork.run(async (tx): Promise<InsertOutcome | { outcome: 'refused' }> => {
      const over = await tx.bookings.pendingCapExceeded(caps, keys);
      if (over) return rollback({ outcome: 'limit', field: over });
      const inserted = await tx.bookings.insert(booking);
      if (!inserted) return rollback({ outcome: 'refused' });
      const unit = await tx.bookings.holdFreeUnit(inserted.id, booking.carType, hold, at);
      if (!unit) return rollback({ outcome: 'unavailable' });
      await tx.bookings.addToken(inserted.id, tokenHash, at);
      const created = { ...inserted, unit };
      await this.effects.record(tx, [{ type: 'created', bookingId: created.id, reference: created.reference, at, actor: VISITOR_ACTOR, detail: { toUnit: unit } }], [created]);
      return { outcome: 'created', booking: created };
    });
    if (outcome.outcome === 'limit') {
      // A concurrent repeat of this very request (same idempotency key) counts its twin: answer the twin.
      const twin = booking.idempotencyKey ? await this.bookings.findByIdempotencyKey(booking.idempotencyKey) : null;
      return twin ? { outcome: 'duplicate-key', booking: twin } : outcome;
    }
    if (outcome.outcome === 'refused') {
      const existing = booking.idempotencyKey ? await this.bookings.findByIdempotencyKey(booking.idempotencyKey) : null;
      return existing ? { outcome: 'duplicate-key', booking: existing } : { outcome: 'duplicate-reference' };
    }
    return outcome;
  }

  /** The first answer again, with a link of its own to the booking's page (only hashes are stored). */
  private async replay(existing: StoredBooking): Promise<CreatedBooking> {
    const page = this.tokens.issue();
    await this.bookings.addToken({ id: existing.id }, page.hash, this.clock.now(), 'creator');
    return { booking: toBookingView(existing, this.config.holdPolicy), created: false, bookingPage: bookingPagePath(page.token, existing.locale) };
  }

  private idempotencyKey(raw: unknown): string | null {
    if (raw === undefined || raw === null || raw === '') return null;
    if (typeof raw !== 'string' || !IDEMPOTENCY_KEY.test(raw)) {
      throw new ValidationError([
        {
          field: 'idempotencyKey',
          type: 'format',
          message: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters without spaces`,
        },
      ]);
    }
    return raw;
  }

  /** The stored shape of a valid request, priced by the one pricing path (`priceBookingRequest`). */
  private record(req: BookingInput, priced: PricedRequest, idempotencyKey: string | null, clientIp: string | null | undefined): Omit<NewBooking, 'reference'> {
    const { rental, services: flags, price: breakdown } = priced;
    const clientTotal = typeof req.totalPrice === 'number' ? String(req.totalPrice) : text(req.totalPrice);
    return {
      customerName: text(req.customerName).replace(/\s+/g, ' '),
      driverAge: Number(text(String(req.driverAge ?? ''))),
      groupSize: Number(text(String(req.groupSize ?? ''))),
      customerEmail: text(req.customerEmail),
      customerPhone: text(req.customerPhone),
      ...rental,
      ...flags,
      days: breakdown.days,
      dailyRate: breakdown.dailyRate,
      totalPrice: breakdown.total,
      breakdown,
      botScore: null,
      gclid: text(req.gclid) || null,
      locale: isLocale(req.locale) ? req.locale : DEFAULT_LOCALE,
      idempotencyKey,
      clientTotalPrice: clientTotal || null,
      // With e-mail configured the customer gets a link to keep the booking (hold-policy.ts).
      verificationRequired: this.config.mailConfigured && this.config.holdUnverifiedMinutes > 0,
      clientKey: clientKey(clientIp),
    };
  }

  /**
   * The bot-check score, or null (unconfigured, no token, failed check: these never block the
   * booking). With RECAPTCHA_MIN_SCORE set, a score below it is refused (field `recaptchaToken`,
   * type `bot`); without it the score is only recorded for staff.
   */
  private async botScore(token: string | null | undefined, hostname?: string | null): Promise<number | null> {
    if (!this.botCheck.siteKey().configured || !token) return null;
    const result = await this.botCheck.verify(token, BOOKING_ACTION, hostname);
    if (!result.success) {
      this.logger.warn(result.error ?? 'bot-check verification failed');
      return null;
    }
    const min = this.config.recaptchaMinScore;
    if (min !== undefined && result.score !== null && result.score < min) {
      this.logger.log(`booking refused: bot-check score ${result.score} is below RECAPTCHA_MIN_SCORE ${min}`);
      throw new ValidationError([messageError('recaptchaToken', 'bot', 'bot')]);
    }
    return result.score;
  }
}
