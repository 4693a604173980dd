import type { InsuranceType } from '../booking/insurance.js';
import type { AgreementText } from './agreement-text.types.js';

const COVER: Record<InsuranceType, string> = {
  minimum: 'השוכר משלם על כל נזק לרכב, עד 15,000 אירו.',
  standard: 'השוכר אינו משלם על נזק בכבישים סלולים; נזק מחוץ לכביש הסלול משולם על ידי השוכר, עד 5,000 אירו.',
  enhanced: 'השוכר אינו משלם על נזק, גם בכבישים סלולים וגם בשטח.',
};

/** The rental agreement in Hebrew (right to left; the same content as agreement-text.en.ts). */
export const HE_AGREEMENT_TEXT: AgreementText = {
  locale: 'he',
  intlLocale: 'he-IL',
  dir: 'rtl',
  title: 'הסכם השכרת רכב',
  headings: {
    customer: 'השוכר',
    rental: 'הרכב וההשכרה',
    price: 'מחיר',
    policies: 'תנאים',
    handover: 'מסירת הרכב',
    signature: 'חתימה',
  },
  labels: {
    reference: 'מספר הזמנה',
    name: 'שם',
    email: 'דוא״ל',
    phone: 'טלפון',
    driverAge: 'גיל הנהג',
    car: 'רכב',
    unit: 'מספר רישוי',
    pickup: 'איסוף',
    return: 'החזרה',
    days: 'משך ההשכרה',
    insurance: 'ביטוח',
    item: 'פריט',
    quantity: 'כמות',
    unitPrice: 'מחיר',
    amount: 'סכום',
    total: 'סה״כ',
    handoverAt: 'נמסר',
    staff: 'נמסר על ידי',
    odometer: 'מונה קילומטרים',
    fuel: 'דלק',
    damage: 'הערות על נזקים',
    customerSignature: 'חתימת השוכר',
  },
  missing: { unit: 'ייקבע במסירה', damage: 'לא נרשמו', signature: 'לא נחתם' },
  priceLine: {
    car: (car) => `השכרת ${car}`,
    delivery: (from, to) => `דמי משלוח (${from} ← ${to})`,
    insurance: (name) => `ביטוח: ${name}`,
  },
  km: (n) => `${n} ק״מ`,
  money: (n) => `${n} EUR`,
  policies: {
    lateArrival: {
      title: 'איחור',
      text: 'אנא היו במקום האיסוף בשעה המוסכמת. איחור של יותר מ-20 דקות בלי להודיע לנו עולה 50 אירו. על עיכובי טיסה לא גובים תשלום כשמספר הטיסה בידינו.',
    },
    insurance: (chosen, label) => ({
      title: 'ביטוח',
      text: `הכיסוי שנבחר: ${label}. ${chosen ? `${COVER[chosen]} ` : ''}כל רכב מבוטח בביטוח חובה לצד שלישי עד 50,000 דולר אמריקאי. אף כיסוי אינו חל על נזק שנגרם בנהיגה תחת השפעת אלכוהול או סמים, במהירות מופרזת או בנהיגה פרועה. צמיגים שנפגעו בשטח משולמים לפי עלותם (כ-95 אירו לצמיג), אלא אם נבחר ביטוח מלא.`,
    }),
    crossBorder: (included, fee) => ({
      title: 'נסיעה לחו״ל',
      text: `הרכב רשאי לצאת מגאורגיה לארמניה בלבד, עם ייפוי כוח נוטריוני מאיתנו (${fee} אירו, יום עבודה אחד להכנה); נסיעה לטורקיה, לאזרבייג׳ן ולרוסיה אסורה. האיסוף וההחזרה בגאורגיה. ${
        included ? 'ייפוי הכוח לארמניה כלול בהשכרה זו; את ביטוח החובה הארמני הנהג רוכש במעבר הגבול.' : 'ייפוי הכוח אינו כלול בהשכרה זו: הרכב נשאר בגאורגיה.'
      }`,
    }),
    fuel: (prepaid, eighths) => ({
      title: 'דלק',
      text: prepaid
        ? 'דלק בתשלום מראש כלול בהשכרה זו: אפשר להחזיר את הרכב בכל מפלס דלק.'
        : `מחזירים כמו שמקבלים: הרכב מוחזר עם אותו מפלס דלק כמו בעת המסירה (${eighths}).`,
    }),
  },
  declaration:
    'בחתימתו השוכר מאשר שקיבל את הרכב עם הנתונים שלמעלה ומקבל את ההסכם הזה ואת תנאי השירות. לא נגבה פיקדון; המחיר המלא משולם ביום הראשון של ההשכרה וכולל מסים, קילומטראז׳ בלתי מוגבל ותמיכה 24/7.',
  page: (n, of) => `עמוד ${n} מתוך ${of}`,
};
