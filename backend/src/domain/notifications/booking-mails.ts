import { formatLongDate, formatTbilisiInstant } from '../shared/date-format.js';
import { cityName, insuranceName } from '../catalogue/labels.js';
import { escapeHtml } from '../shared/html.js';
import { messagingLink } from '../shared/messaging.js';
import { mailCatalogue } from './mail-catalogue.js';
import { priceLineLabel } from '../agreement/agreement.js';
import { agreementText } from '../agreement/agreement-text.js';
import { amountText } from '../money/money.js';
import type { Locale } from '../site/locales.js';
import type { ComposedMail, CustomerMailCatalogue, CustomerMailKind, MailBooking, MailContext } from './mail-types.js';


type Row = [label: string, value: string];
type Block = { kind: 'p'; text: string } | { kind: 'rows'; rows: Row[] } | { kind: 'link'; label: string; href: string };

function textOf(blocks: Block[]): string {
  const width = Math.max(0, ...blocks.flatMap((b) => (b.kind === 'rows' ? b.rows.map(([l]) => l.length) : [])));
  return `${blocks
    .map((b) => {
      if (b.kind === 'p') return b.text;
      if (b.kind === 'link') return `${b.label}: ${b.href}`;
      return b.rows.map(([l, v]) => `${`${l}:`.padEnd(width + 2)}${v}`).join('\n');
    })
    .join('\n\n')}\n`;
}

function htmlOf(blocks: Block[], lang: string, dir: 'ltr' | 'rtl', title: string): string {
  const body = blocks
    .map((b) => {
      if (b.kind === 'p') return `<p>${escapeHtml(b.text)}</p>`;
      if (b.kind === 'link') return `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.label)}</a></p>`;
      const rows = b.rows.map(([l, v]) => `<tr><th align="${dir === 'rtl' ? 'right' : 'left'}">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
      return `<table cellpadding="4" cellspacing="0">${rows}</table>`;
    })
    .join('\n');
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body style="font-family: sans-serif">\n${body}\n</body></html>\n`;
}

function summary(b: MailBooking, c: CustomerMailCatalogue, itemised: boolean): Row[] {
  const rows: Row[] = [
    [c.labels.reference, b.reference],
    [c.labels.car, b.carType],
    [c.labels.pickup, `${cityName(b.pickupLocation, c.locale)}${c.comma}${formatLongDate(b.pickupDate, c.intlLocale)} ${b.pickupTime}`],
    [c.labels.return, `${cityName(b.dropoffLocation, c.locale)}${c.comma}${formatLongDate(b.returnDate, c.intlLocale)} ${b.returnTime}`],
    [c.labels.days, c.days(b.days)],
  ];
  const lines = itemised ? priceRows(b, c.locale) : null;
  return [...rows, ...(lines ?? [[c.labels.insurance, insuranceName(b.insuranceType, c.locale)]]), [c.labels.total, `${b.totalPrice} EUR`]];
}

/** The price as stored, line by line (car, delivery, insurance, each extra) in the agreement's words; null when the message has no breakdown. */
function priceRows(b: MailBooking, locale: Locale): Row[] | null {
  return b.breakdown ? b.breakdown.lines.map((line): Row => [priceLineLabel(line, b, agreementText(locale)), `${amountText(line.amount * 100)} EUR`]) : null;
}

/**
 * The e-mail to the customer for `kind`, in the booking's language (English when there is no
 * catalogue for it). `received` adds the messaging-app link and when the booking is cancelled
 * unless confirmed. The reference is in the subject.
 */
export function customerMail(kind: CustomerMailKind, b: MailBooking, ctx: MailContext): ComposedMail {
  const c = mailCatalogue(b.locale);
  const blocks: Block[] = [{ kind: 'p', text: c.greeting(b.customerName) }, ...c.intro[kind](ctx.brandName).map((text): Block => ({ kind: 'p', text }))];
  if (kind === 'received') {
    blocks.push({ kind: 'p', text: c.messageUs }, { kind: 'link', label: c.linkLabel, href: messagingLink(ctx.contactPhone, c.messagingText(b.reference)) });
    if (b.expiresAt) {
      const when = formatTbilisiInstant(b.expiresAt, c.intlLocale);
      blocks.push({ kind: 'p', text: b.awaitingKeep ? c.keepIt(when) : c.deadline(when) });
    }
  }
  // Keeping is named only while the customer may still keep it (never once confirmed).
  const mayKeep = kind === 'received' && b.awaitingKeep === true;
  if (b.bookingPageUrl) blocks.push({ kind: 'p', text: mayKeep ? c.pageIntro : c.pageIntroNoKeep }, { kind: 'link', label: c.pageLinkLabel, href: b.bookingPageUrl });
  const itemised = kind === 'received' || kind === 'confirmed';
  blocks.push({ kind: 'rows', rows: summary(b, c, itemised) });
  if (itemised) blocks.push({ kind: 'p', text: c.howToPay });
  blocks.push(...c.closing(ctx).map((text): Block => ({ kind: 'p', text })));
  const subject = c.subject[kind](b.reference);
  return { to: b.customerEmail, subject, text: textOf(blocks), html: htmlOf(blocks, c.locale, c.dir, subject) };
}

/** The e-mail to staff for every new booking (English: staff read English). */
export function staffNewBookingMail(b: MailBooking, to: string, ctx: MailContext & { confirmHours: number }): ComposedMail {
  const en = mailCatalogue('en');
  const subject = `New booking ${b.reference}: ${b.carType}, ${b.pickupDate} to ${b.returnDate}, ${b.totalPrice} EUR`;
  const rows: Row[] = [
    ['Reference', b.reference],
    ['Car', b.carType],
    ['Unit', b.unit ?? 'none (no unit was free)'],
    ['Pickup', `${cityName(b.pickupLocation)}, ${b.pickupDate} ${b.pickupTime}`],
    ['Return', `${cityName(b.dropoffLocation)}, ${b.returnDate} ${b.returnTime}`],
    ['Days', String(b.days)],
    // What the customer bought (the insurance and each extra) with its price, as the desk prepares it.
    ...(priceRows(b, 'en') ?? [['Insurance', insuranceName(b.insuranceType)] as Row]),
    ['Total', `${b.totalPrice} EUR`],
    ['Customer', b.customerName],
    ['E-mail', b.customerEmail],
    ['Phone', b.customerPhone],
    ['Language', b.locale],
    ['Bot score', b.botScore === null ? 'not checked' : b.botScore.toFixed(2)],
  ];
  const blocks: Block[] = [
    { kind: 'p', text: `A new booking arrived on the website. It is pending until the customer writes and you confirm it.` },
    { kind: 'rows', rows },
  ];
  if (b.expiresAt) {
    const when = formatTbilisiInstant(b.expiresAt, en.intlLocale);
    blocks.push({
      kind: 'p',
      text: b.awaitingKeep
        ? `Unless the customer keeps it on their booking page or you confirm it, it is cancelled on ${when} (Tbilisi time); once kept, ${ctx.confirmHours} hours after it was made.`
        : `Unless confirmed it is cancelled on ${when} (Tbilisi time, after ${ctx.confirmHours} hours).`,
    });
  }
  blocks.push({ kind: 'p', text: `Confirm it with: rentals bookings confirm ${b.reference}` });
  return { to, subject, text: textOf(blocks), html: htmlOf(blocks, 'en', 'ltr', subject) };
}
