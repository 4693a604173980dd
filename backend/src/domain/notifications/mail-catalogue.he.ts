import { internationalPhone } from '../shared/messaging.js';
import type { CustomerMailCatalogue } from './mail-types.js';

/** The booking page's keep button (frontend content he/my-booking.ts `keep.button`), word for word. */
const HE_KEEP_BUTTON = 'שמרו לי את הרכב';

/** The phone number isolated as a left-to-right run (LRI … PDI), so "+" stays in front of it in right-to-left text. */
const phone = (p: string) => `\u2066${internationalPhone(p)}\u2069`;

/** The customer e-mails in Hebrew (right to left; the same content as mail-catalogue.en.ts). */
export const HE_MAIL_CATALOGUE: CustomerMailCatalogue = {
  locale: 'he',
  intlLocale: 'he-IL',
  dir: 'rtl',
  comma: ', ',
  subject: {
    received: (ref) => `הזמנה ${ref} התקבלה: שלחו לנו הודעה כדי לאשר אותה`,
    confirmed: (ref) => `הזמנה ${ref} אושרה`,
    cancelled: (ref) => `הזמנה ${ref} בוטלה`,
    expired: (ref) => `הזמנה ${ref} בוטלה: היא לא אושרה בזמן`,
    agreement: (ref) => `הסכם השכירות להזמנה ${ref}`,
    'pickup-reminder': (ref) => `מחר: איסוף הרכב להזמנה ${ref}`,
    'return-reminder': (ref) => `היום: החזרת הרכב להזמנה ${ref}`,
  },
  greeting: (name) => `שלום ${name},`,
  intro: {
    received: (brand) => [`תודה שהזמנתם אצל ${brand}. ההזמנה שלכם עדיין לא הושלמה: אנחנו שומרים עבורכם את הרכב עד שתשלחו לנו הודעה.`],
    confirmed: () => ['ההזמנה שלכם אושרה. הרכב שמור עבורכם, וניפגש במקום ובשעת האיסוף שמופיעים למטה.'],
    cancelled: () => ['ההזמנה שלכם בוטלה, והרכב כבר אינו שמור עבורכם. אם לא ציפיתם לכך, כתבו לנו.'],
    expired: () => ['ההזמנה שלכם בוטלה כי לא קיבלנו מכם הודעה בזמן, ולכן הרכב כבר אינו שמור עבורכם. אתם מוזמנים להזמין שוב באתר שלנו.'],
    agreement: () => ['תודה שאספתם את הרכב. הסכם השכירות מצורף למייל הזה: אנא שמרו אותו אצלכם במהלך הנסיעה.'],
    'pickup-reminder': () => ['הרכב שלכם מחכה לכם מחר: המקום והשעה מופיעים למטה. נא להביא דרכון, רישיון נהיגה ואת הפיקדון.'],
    'return-reminder': () => ['היום מחזירים את הרכב: המקום והשעה מופיעים למטה. נא להחזיר אותו עם כמות הדלק שהייתה בעת האיסוף.'],
  },
  labels: { reference: 'מספר הזמנה', car: 'רכב', pickup: 'איסוף', return: 'החזרה', days: 'משך ההשכרה', insurance: 'ביטוח', total: 'סה״כ' },
  days: (n) => (n === 1 ? 'יום אחד' : n === 2 ? 'יומיים' : `${n} ימים`),
  messageUs: 'שלחו לנו הודעה בוואטסאפ עכשיו כדי לאשר את ההזמנה:',
  linkLabel: 'שליחת הודעה בוואטסאפ',
  deadline: (when) => `אם לא נשמע מכם, ההזמנה תבוטל אוטומטית במועד: ${when} (שעון טביליסי).`,
  pageLinkLabel: 'לדף ההזמנה שלכם',
  pageIntro: 'בדף ההזמנה אפשר לראות אותה, לשמור אותה או לבטל אותה:',
  keepIt: (when) => `אנחנו שומרים לכם את הרכב עד ${when} (שעון טביליסי). כדי להמשיך לשמור אותו עד שנאשר, לחצו על "${HE_KEEP_BUTTON}" בדף ההזמנה, או שלחו לנו הודעה בוואטסאפ.`,
  keepButton: HE_KEEP_BUTTON,
  pageIntroNoKeep: 'בדף ההזמנה אפשר לראות אותה או לבטל אותה:',
  howToPay:
    "איך משלמים: באיסוף הרכב, במזומן או בכרטיס, ב-EUR, GEL או USD לפי השער של הבנק הלאומי של גאורגיה באותו יום. ללא פיקדון.",
  messagingText: (ref) => `שלום! הזמנתי עכשיו רכב באתר שלכם ואשמח לאשר את ההזמנה.\n\nמספר הזמנה: ${ref}\n\nתודה!`,
  closing: (ctx) => [`שאלות? כתבו לנו לכתובת ${ctx.contactEmail} או בוואטסאפ (${phone(ctx.contactPhone)}).`, ctx.brandName],
};
