import type { BookingSummary } from '../booking/booking-summary.js';
import { findInsurance } from '../booking/insurance.js';
import type { PriceTables } from '../pricing/price-tables.js';
import { isServiceKey } from '../booking/services.js';
import { cityName, insuranceName, serviceName } from '../catalogue/labels.js';
import { internationalPhone } from '../shared/messaging.js';
import type { BookingPrice, PriceLine } from '../booking/total.js';
import { formatLongDate, formatTbilisiInstant } from '../shared/date-format.js';
import { mailCatalogue } from '../notifications/mail-catalogue.js';
import type { Locale } from '../site/locales.js';
import { agreementText } from './agreement-text.js';
import type { AgreementDrivers } from './agreement-drivers.js';
import { amountText } from '../money/money.js';
import { moneyText } from '../money/money-text.js';
import type { AgreementPolicy, AgreementText } from './agreement-text.types.js';

/** Everything the rental agreement shows (docs/staff.md): the booking, the company and the handover readings. */
export type AgreementData = {
  locale: Locale;
  company: { name: string; email: string; phone: string; address: string };
  booking: BookingSummary & {
    driverAge: number | string;
    /** The itemised price as stored (`priceBooking`): its lines become the price table. */
    breakdown: BookingPrice;
  };
  handover: {
    at: Date;
    staffName: string;
    odometerKm: number;
    /** 0 (empty) to 8 (full). */
    fuelEighths: number;
    damageNotes: string;
    /** The customer's signature as a PNG, or null when not signed. */
    signaturePng: Uint8Array | null;
  };
  /** The second driver and the document numbers; absent or null: not given. */
  drivers?: AgreementDrivers;
  /** What the customer paid at the handover: EUR cents and one line per payment ("200 GEL · cash"). */
  paid?: { eurCents: number; lines: string[] };
  /** The price of the Armenia permission the cross-border policy names (`armeniaFeeOf`). */
  armeniaFee: number;
};

/**
 * The Armenia permission's price for a booking: what it paid for it (its own price line), else
 * the price tables' current price.
 */
export function armeniaFeeOf(breakdown: Pick<BookingPrice, 'lines'>, tables: PriceTables): number {
  return breakdown.lines.find((l) => l.key === 'crossBorderArmenia')?.amount ?? tables.services.crossBorderArmenia.price;
}

export type AgreementRow = {
  label: string;
  value: string;
  /** Drawn beside the value as `of` cells with `value` filled (the fuel level). */
  gauge?: { value: number; of: number };
};
export type AgreementPriceRow = { label: string; quantity: string; unitPrice: string; amount: string };

/** One section of the agreement, in reading order; the renderer decides the layout. */
export type AgreementSection =
  | { kind: 'rows'; heading: string; rows: AgreementRow[] }
  | {
      kind: 'price';
      heading: string;
      head: AgreementPriceRow;
      lines: AgreementPriceRow[];
      total: { label: string; amount: string };
    }
  | { kind: 'policies'; heading: string; policies: AgreementPolicy[] }
  | {
      kind: 'signature';
      heading: string;
      declaration: string;
      label: string;
      /** Under the signature: the customer's name and the handover time. */
      caption: string;
      image: Uint8Array | null;
      missing: string;
    };

/** The agreement as text in its language, ready to lay out (right to left when `dir` is rtl). */
export type AgreementDocument = {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  title: string;
  reference: string;
  company: { name: string; lines: string[] };
  sections: AgreementSection[];
  /** The footer of page `n` of `of`: the reference and the page number. */
  footer: (n: number, of: number) => string;
  /** Metadata of the PDF file. */
  subject: string;
};

/** The agreement's file name, e.g. `rental-agreement-GR-7K3Q9P.pdf`. */
export function agreementFileName(reference: string): string {
  return `rental-agreement-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

function priceLineLabel(line: PriceLine, b: AgreementData['booking'], t: AgreementText): string {
  if (line.key === 'car') return t.priceLine.car(b.carType);
  if (line.key === 'delivery') return t.priceLine.delivery(cityName(b.pickupLocation, t.locale), cityName(b.dropoffLocation, t.locale));
  if (line.key === 'insurance') return t.priceLine.insurance(insuranceName(b.insuranceType, t.locale));
  if (isServiceKey(line.key)) return serviceName(line.key, t.locale);
  return line.label;
}

/**
 * The rental agreement of `data` in its language: company, customer, car and unit, dates and
 * cities, the itemised price with the total in EUR, the policies (late arrival, insurance,
 * cross-border, fuel), the handover readings and the signature.
 */
export function agreementDocument(data: AgreementData): AgreementDocument {
  const t = agreementText(data.locale);
  const mail = mailCatalogue(t.locale);
  const { booking: b, handover: h, company } = data;
  const when = (date: string, time: string) => `${formatLongDate(date, t.intlLocale)} ${time}`;
  const fuel = `${h.fuelEighths}/8`;
  const has = (key: string) => b.breakdown.lines.some((l) => l.key === key);
  const money = (n: number | undefined) => (n === undefined ? '' : t.money(n));
  const handedOver = formatTbilisiInstant(h.at.toISOString(), t.intlLocale);
  const m = moneyText(t.locale);
  const d = data.drivers;
  const driverRows: AgreementRow[] = [
    ...(d?.licenceNumber ? [{ label: m.labels.licence, value: d.licenceNumber }] : []),
    ...(d?.passportNumber ? [{ label: m.labels.passport, value: d.passportNumber }] : []),
    ...(d?.secondDriver ? [{ label: m.labels.secondDriver, value: d.secondDriver }] : []),
  ];
  const paid = data.paid;

  return {
    locale: t.locale,
    dir: t.dir,
    title: t.title,
    reference: b.reference,
    company: {
      name: company.name,
      lines: [company.address, [company.email, internationalPhone(company.phone)].filter(Boolean).join(' · ')].filter((s) => s.trim() !== ''),
    },
    sections: [
      {
        kind: 'rows',
        heading: t.headings.customer,
        rows: [
          { label: t.labels.name, value: b.customerName },
          { label: t.labels.email, value: b.customerEmail },
          { label: t.labels.phone, value: b.customerPhone },
          { label: t.labels.driverAge, value: String(b.driverAge) },
          ...driverRows,
        ],
      },
      {
        kind: 'rows',
        heading: t.headings.rental,
        rows: [
          { label: t.labels.reference, value: b.reference },
          { label: t.labels.car, value: b.carType },
          { label: t.labels.unit, value: b.unit ?? t.missing.unit },
          { label: t.labels.pickup, value: `${cityName(b.pickupLocation, t.locale)}${mail.comma}${when(b.pickupDate, b.pickupTime)}` },
          { label: t.labels.return, value: `${cityName(b.dropoffLocation, t.locale)}${mail.comma}${when(b.returnDate, b.returnTime)}` },
          { label: t.labels.days, value: mail.days(b.days) },
          { label: t.labels.insurance, value: insuranceName(b.insuranceType, t.locale) },
        ],
      },
      {
        kind: 'price',
        heading: t.headings.price,
        head: { label: t.labels.item, quantity: t.labels.quantity, unitPrice: t.labels.unitPrice, amount: t.labels.amount },
        lines: b.breakdown.lines.map((line) => ({
          label: priceLineLabel(line, b, t),
          quantity: line.quantity === undefined ? '' : String(line.quantity),
          unitPrice: money(line.unitPrice),
          amount: money(line.amount),
        })),
        total: { label: t.labels.total, amount: t.money(b.breakdown.total) },
      },
      ...(paid
        ? [
            {
              kind: 'rows' as const,
              heading: m.headings.paid,
              rows: [
                ...paid.lines.map((line) => ({ label: m.labels.payment, value: line })),
                { label: m.labels.paidAtHandover, value: `${amountText(paid.eurCents)} EUR` },
                { label: m.labels.balance, value: `${amountText(b.breakdown.total * 100 - paid.eurCents)} EUR` },
              ],
            },
          ]
        : []),
      {
        kind: 'rows',
        heading: t.headings.handover,
        rows: [
          { label: t.labels.handoverAt, value: handedOver },
          { label: t.labels.staff, value: h.staffName },
          { label: t.labels.odometer, value: t.km(h.odometerKm) },
          { label: t.labels.fuel, value: fuel, gauge: { value: h.fuelEighths, of: 8 } },
          { label: t.labels.damage, value: h.damageNotes.trim() || t.missing.damage },
        ],
      },
      {
        kind: 'policies',
        heading: t.headings.policies,
        policies: [
          t.policies.lateArrival,
          t.policies.insurance(findInsurance(b.insuranceType)?.value ?? null, insuranceName(b.insuranceType, t.locale)),
          t.policies.crossBorder(has('crossBorderArmenia'), data.armeniaFee),
          t.policies.fuel(has('prepaidFuel'), fuel),
        ],
      },
      {
        kind: 'signature',
        heading: t.headings.signature,
        declaration: t.declaration,
        label: t.labels.customerSignature,
        caption: `${b.customerName}${mail.comma}${handedOver}`,
        image: h.signaturePng,
        missing: t.missing.signature,
      },
    ],
    footer: (n, of) => `${company.name} · ${t.title} ${b.reference} · ${t.page(n, of)}`,
    subject: `${t.title} ${b.reference}`,
  };
}
