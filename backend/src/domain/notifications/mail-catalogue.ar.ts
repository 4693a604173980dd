import { internationalPhone } from '../shared/messaging.js';
import type { CustomerMailCatalogue } from './mail-types.js';

/** The booking page's keep button (frontend content ar/my-booking.ts `keep.button`), word for word. */
const AR_KEEP_BUTTON = 'احتفظوا بسيارتي';

const plural = new Intl.PluralRules('ar');
const DAYS: Record<string, (n: number) => string> = {
  zero: (n) => `${n} يوم`,
  one: () => 'يوم واحد',
  two: () => 'يومان',
  few: (n) => `${n} أيام`,
  many: (n) => `${n} يومًا`,
  other: (n) => `${n} يوم`,
};
/** The phone number isolated as a left-to-right run (LRI … PDI), so "+" stays in front of it in right-to-left text. */
const phone = (p: string) => `\u2066${internationalPhone(p)}\u2069`;

/** The customer e-mails in Modern Standard Arabic (right to left, Western digits; the same content as mail-catalogue.en.ts). */
export const AR_MAIL_CATALOGUE: CustomerMailCatalogue = {
  locale: 'ar',
  intlLocale: 'ar-u-nu-latn',
  dir: 'rtl',
  comma: '، ',
  subject: {
    received: (ref) => `تم استلام الحجز ${ref}: راسلونا لتأكيده`,
    confirmed: (ref) => `تم تأكيد الحجز ${ref}`,
    cancelled: (ref) => `تم إلغاء الحجز ${ref}`,
    expired: (ref) => `تم إلغاء الحجز ${ref}: لم يُؤكَّد في الوقت المحدد`,
    agreement: (ref) => `عقد الإيجار للحجز ${ref}`,
    'pickup-reminder': (ref) => `غدًا: استلام السيارة للحجز ${ref}`,
    'return-reminder': (ref) => `اليوم: إعادة السيارة للحجز ${ref}`,
  },
  greeting: (name) => `مرحبًا ${name}،`,
  intro: {
    received: (brand) => [`شكرًا لحجزكم لدى ${brand}. لم يكتمل حجزكم بعد: نحتفظ لكم بالسيارة إلى أن تراسلونا.`],
    confirmed: () => ['تم تأكيد حجزكم. السيارة محجوزة لكم، وسنلتقي بكم في مكان الاستلام وموعده المذكورين أدناه.'],
    cancelled: () => ['تم إلغاء حجزكم ولم تعد السيارة محجوزة لكم. إذا لم تكونوا تتوقعون ذلك، فراسلونا.'],
    expired: () => ['تم إلغاء حجزكم لأننا لم نتلقَّ رسالتكم في الوقت المحدد، لذا لم تعد السيارة محجوزة لكم. يسعدنا أن تحجزوا مرة أخرى عبر موقعنا.'],
    agreement: () => ['شكرًا لاستلامكم السيارة. عقد الإيجار مرفق بهذه الرسالة: يُرجى الاحتفاظ به معكم طوال الرحلة.'],
    'pickup-reminder': () => ['سيارتكم جاهزة لكم غدًا: المكان والوقت أدناه. يُرجى إحضار جواز السفر ورخصة القيادة والتأمين.'],
    'return-reminder': () => ['اليوم موعد إعادة السيارة: المكان والوقت أدناه. يُرجى إعادتها بمستوى الوقود نفسه عند الاستلام.'],
  },
  labels: { reference: 'رقم الحجز', car: 'السيارة', pickup: 'الاستلام', return: 'الإرجاع', days: 'المدة', insurance: 'التأمين', total: 'الإجمالي' },
  days: (n) => (DAYS[plural.select(n)] ?? DAYS.other)(n),
  messageUs: 'راسلونا عبر واتساب الآن لتأكيد الحجز:',
  linkLabel: 'راسلنا عبر واتساب',
  deadline: (when) => `إذا لم تصلنا رسالتكم، فسيُلغى الحجز تلقائيًا في: ${when} (بتوقيت تبليسي).`,
  pageLinkLabel: 'افتحوا صفحة حجزكم',
  pageIntro: 'يمكنك على صفحة الحجز الاطلاع عليه أو الاحتفاظ به أو إلغاؤه:',
  keepIt: (when) => `نحجز السيارة لك حتى ${when} (بتوقيت تبليسي). للاحتفاظ بها ريثما نؤكد الحجز، اضغط على «${AR_KEEP_BUTTON}» في صفحة الحجز، أو راسلنا عبر واتساب.`,
  keepButton: AR_KEEP_BUTTON,
  pageIntroNoKeep: 'يمكنك على صفحة الحجز الاطلاع عليه أو إلغاؤه:',
  howToPay:
    "طريقة الدفع: عند الاستلام، نقدًا أو بالبطاقة، باليورو EUR أو اللاري GEL أو الدولار USD بسعر البنك الوطني الجورجي في ذلك اليوم. دون وديعة.",
  messagingText: (ref) => `مرحبًا! لقد حجزت للتو سيارة على موقعكم وأود تأكيد الحجز.\n\nرقم الحجز: ${ref}\n\nشكرًا لكم!`,
  closing: (ctx) => [`هل لديكم أسئلة؟ راسلونا على ${ctx.contactEmail} أو عبر واتساب (${phone(ctx.contactPhone)}).`, ctx.brandName],
};
