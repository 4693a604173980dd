import type { ApiMessageTexts, FieldMessageTexts } from './message-texts.js';

/**
 * The booking's messages in Hebrew (ICU MessageFormat: `{days}`, plurals): the site's texts
 * of its field errors (the build adds them to the interface catalogue as `validation.<key>`) and
 * the answers the MCP server gives in Hebrew. A type import only: the site's build reads this file as data.
 */
export const MESSAGES: FieldMessageTexts = {
  firstName: 'השם הפרטי חייב להכיל לפחות 2 תווים',
  lastName: 'שם המשפחה חייב להכיל לפחות 2 תווים',
  customerEmail: 'יש להזין כתובת דוא״ל תקינה',
  customerPhone: 'יש להזין מספר טלפון תקין עם קידומת מדינה',
  driverAgeRequired: 'יש להזין את גילכם',
  driverAgeRange: 'גיל הנהג חייב להיות בין {min} ל-{max}',
  groupSizeRequired: 'יש להזין את מספר האנשים בקבוצה',
  groupSizeRange: 'גודל הקבוצה חייב להיות בין {min} ל-{max} אנשים',
  pickupLocation: 'יש לבחור מקום איסוף',
  dropoffLocation: 'יש לבחור מקום החזרה',
  pickupDate: 'יש לבחור תאריך איסוף',
  pickupTime: 'יש לבחור שעת איסוף',
  returnDate: 'יש לבחור תאריך החזרה',
  returnTime: 'יש לבחור שעת החזרה',
  carType: 'יש לבחור סוג רכב',
  insuranceType: 'יש לבחור אפשרות ביטוח: ללא כיסוי, כיסוי סטנדרטי או ביטוח מלא',
  returnAfterPickup: 'מועד ההחזרה חייב להיות אחרי מועד האיסוף',
  minimumDays: 'משך ההשכרה המינימלי הוא {days, plural, one {יום אחד} two {יומיים} other {# ימים}}',
  seasonMinimum: 'הזמנות שמתחילות בין {from} ל-{to} צריכות להיות לפחות {days, plural, one {יום אחד} two {יומיים} other {# ימים}}',
  pickupInPast: 'תאריך האיסוף לא יכול להיות בעבר',
  maximumDays: 'משך ההשכרה המרבי בהזמנה מקוונת הוא {days, plural, one {יום אחד} two {יומיים} other {# ימים}}',
  campingNotForElantra: 'שירותי קמפינג (אוהל גג וציוד קמפינג) אינם זמינים עבור Hyundai Elantra',
  boolean: 'הערך חייב להיות כן או לא',
  nameTooLong: 'השם יכול להכיל עד {max} תווים',
  emailTooLong: 'כתובת הדוא״ל יכולה להכיל עד {max} תווים',
  phoneTooLong: 'מספר הטלפון יכול להכיל עד {max} תווים',
  gclid: 'מזהה הקליק חייב להיות טקסט של עד {max} תווים',
  totalPrice: 'המחיר הכולל חייב להיות מספר שנכתב כטקסט',
  locale: 'השפה חייבת להיות אחת מאלה: en, ru, he, ar',
  bot: 'לא הצלחנו להבחין בין ההזמנה הזו לבין הזמנה אוטומטית. נסו שוב, או כתבו לנו בוואטסאפ.',
  limitEmail: 'כבר יש הזמנות שממתינות לכתובת האימייל הזו. כתבו לנו בוואטסאפ ונאשר או נשנה אותן עבורכם.',
  limitPhone: 'כבר יש הזמנות שממתינות למספר הטלפון הזה. כתבו לנו בוואטסאפ ונאשר או נשנה אותן עבורכם.',
  limitClient: 'כבר יש הזמנות שממתינות מהחיבור שלכם. כתבו לנו בוואטסאפ ונאשר או נשנה אותן עבורכם.',
  unavailable: 'מצטערים, {car} תפוס בתאריכים {from} – {to}. אנא בחרו תאריכים אחרים או רכב אחר.',
  other: 'אנא בדקו את השדה הזה',
};

export const API_MESSAGES: ApiMessageTexts = {
  bookingNotFound: 'לא נמצאה הזמנה עבור "{reference}". בדקו את מספר ההזמנה (לדוגמה GR-7K3Q9P).',
  tooManyRequests: 'יותר מדי בקשות: לכל היותר {limit} בדקה. נסו שוב בעוד {seconds, plural, one {שנייה אחת} two {# שניות} other {# שניות}}.',
};
