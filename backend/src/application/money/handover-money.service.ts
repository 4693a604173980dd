import { Injectable } from '@nestjs/common';
import { agreementText } from '../../domain/agreement/agreement-text.js';
import { agreementLocale } from '../../domain/agreement/agreement-text.js';
import { findInsurance } from '../../domain/booking/insurance.js';
import { armeniaFeeOf } from '../../domain/agreement/agreement.js';
import { insuranceName } from '../../domain/catalogue/labels.js';
import { proposedFuelChargeCents, centsToAmount } from '../../domain/money/money.js';
import { fromEur } from '../../domain/money/rates.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { AppSettings } from '../ports/app-settings.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { Clock } from '../ports/clock.js';
import type { StoredHandover } from '../ports/handover.repository.js';
import { MoneyRepository } from '../ports/money.repository.js';
import { PrecheckinRepository } from '../ports/precheckin.repository.js';
import { BookingMoney, type MoneyView } from './booking-money.js';
import { capabilitiesOf } from '../booking/booking-capabilities.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';

/** What the phone's check-out and check-in pages show about money (docs/staff.md). */
export type HandoverMoneyView = MoneyView & {
  totalEur: number;
  /** The amount to collect now (the balance) in EUR, and in GEL and USD at the day's rate (null without a rate). */
  due: { eur: number; gel: number | null; usd: number | null };
  rates: { date: string; eur: number; usd: number } | null;
  /** Check-in: FUEL_EIGHTH_EUR × the eighths missing against the check-out (EUR); 0 when fuel was prepaid. */
  proposedFuelEur: number;
  /** Whether a fuel charge may be added at the return (not when fuel was prepaid). */
  fuelCharge: boolean;
  fuelEighthEur: number;
  /** Check-out: the text the customer signs under, in the booking's language. */
  agreement: { dir: 'ltr' | 'rtl'; lang: string; declaration: string; policies: { title: string; text: string }[] };
  /** Check-out: what the pre-check-in already gave (second driver, document numbers). */
  precheckin: { secondDriver: string | null; licenceNumber: string | null; passportNumber: string | null };
};

@Injectable()
export class HandoverMoneyService {
  constructor(
    private readonly money: MoneyRepository,
    private readonly bookingMoney: BookingMoney,
    private readonly precheckins: PrecheckinRepository,
    private readonly clock: Clock,
    private readonly config: AppSettings,
    private readonly prices: CurrentPrices,
  ) {}

  /**
   * The money part of a handover form for a booking already loaded (with its check-out, if recorded).
   * `readingBack`: the fuel level typed at the return, for the proposed fuel charge.
   */
  async forForm(booking: StoredBooking, checkOut: StoredHandover | null, readingBack?: number): Promise<HandoverMoneyView> {
    const view = await this.bookingMoney.view(booking);
    const rates = await this.money.ratesOn(todayInTbilisi(this.clock.now()));
    const dueCents = Math.max(0, Math.round(view.balanceEur * 100));
    const fuelBack = readingBack ?? checkOut?.fuelEighths ?? 8;
    const locale = agreementLocale(booking.locale);
    const t = agreementText(locale);
    const has = (key: string) => booking.breakdown.lines.some((l) => l.key === key);
    const pre = await this.precheckins.find(booking.id);
    const { fuelCharge } = capabilitiesOf({ ...booking, status: 'returned' }, this.config.holdPolicy, this.clock.now());
    return {
      ...view,
      totalEur: booking.totalPrice,
      due: { eur: centsToAmount(dueCents), gel: rates ? centsToAmount(fromEur(dueCents, 'GEL', rates)) : null, usd: rates ? centsToAmount(fromEur(dueCents, 'USD', rates)) : null },
      rates: rates ? { date: rates.date, eur: Number(rates.eur), usd: Number(rates.usd) } : null,
      proposedFuelEur: checkOut && fuelCharge ? centsToAmount(proposedFuelChargeCents(checkOut.fuelEighths, fuelBack, this.config.fuelEighthEur)) : 0,
      fuelEighthEur: this.config.fuelEighthEur,
      fuelCharge,
      agreement: {
        dir: t.dir,
        lang: locale,
        declaration: t.declaration,
        policies: [
          t.policies.lateArrival,
          t.policies.insurance(findInsurance(booking.insuranceType)?.value ?? null, insuranceName(booking.insuranceType, locale)),
          t.policies.crossBorder(has('crossBorderArmenia'), armeniaFeeOf(booking.breakdown, await this.prices.get())),
          t.policies.fuel(has('prepaidFuel'), '8/8'),
        ],
      },
      precheckin: { secondDriver: pre?.secondDriver ?? null, licenceNumber: pre?.licenceNumber ?? null, passportNumber: pre?.passportNumber ?? null },
    };
  }
}
