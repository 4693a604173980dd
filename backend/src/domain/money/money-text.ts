import type { Locale } from '../site/locales.js';
import type { ChargeKind, PaymentMethod } from './money.js';

/**
 * The money texts of the agreement, the receipt and the site in the four languages (docs/product.md,
 * "Payments and charges"). Amounts and rates stay in Western digits, as the agreement's.
 */
export type MoneyText = {
  receiptTitle: string;
  headings: { rental: string; charges: string; payments: string; balance: string; drivers: string; paid: string };
  labels: {
    secondDriver: string;
    licence: string;
    passport: string;
    paidAtHandover: string;
    total: string;
    charges: string;
    paid: string;
    balance: string;
    settled: string;
    payment: string;
    rate: string;
    amount: string;
    none: string;
    returnedAt: string;
    odometer: string;
    bankRate: string;
  };
  charge: Record<ChargeKind, string>;
  method: Record<PaymentMethod, string>;
  /** The receipt's e-mail. */
  mail: { subject: (reference: string) => string; body: (name: string, reference: string) => string };
};

const EN: MoneyText = {
  receiptTitle: 'Receipt',
  headings: { rental: 'Rental', charges: 'Charges at the return', payments: 'Payments', balance: 'Balance', drivers: 'Drivers and documents', paid: 'Paid at handover' },
  labels: {
    secondDriver: 'Second driver',
    licence: 'Driving licence no.',
    passport: 'Passport no.',
    paidAtHandover: 'Paid at handover',
    total: 'Rental total',
    charges: 'Charges',
    paid: 'Paid',
    balance: 'Balance due',
    settled: 'Settled',
    payment: 'Payment',
    rate: 'Rate',
    amount: 'EUR',
    none: 'none',
    returnedAt: 'Returned',
    odometer: 'Odometer at the return',
    bankRate: 'National Bank of Georgia rate of',
  },
  charge: { fuel: 'Fuel', damage: 'Damage', late: 'Late return', extra_day: 'Extra day', cleaning: 'Cleaning', other: 'Other' },
  method: { cash: 'cash', card: 'card', transfer: 'transfer' },
  mail: {
    subject: (ref) => `Your receipt ${ref}`,
    body: (name, ref) => `Hello ${name},\n\nthank you for renting with us. Your receipt for booking ${ref} is attached.\n`,
  },
};

const RU: MoneyText = {
  receiptTitle: 'Квитанция',
  headings: { rental: 'Аренда', charges: 'Доплаты при возврате', payments: 'Платежи', balance: 'Итог', drivers: 'Водители и документы', paid: 'Оплачено при выдаче' },
  labels: {
    secondDriver: 'Второй водитель',
    licence: '№ водительского удостоверения',
    passport: '№ паспорта',
    paidAtHandover: 'Оплачено при выдаче',
    total: 'Стоимость аренды',
    charges: 'Доплаты',
    paid: 'Оплачено',
    balance: 'К оплате',
    settled: 'Оплачено полностью',
    payment: 'Платёж',
    rate: 'Курс',
    amount: 'EUR',
    none: 'нет',
    returnedAt: 'Возвращён',
    odometer: 'Пробег при возврате',
    bankRate: 'Курс Национального банка Грузии на',
  },
  charge: { fuel: 'Топливо', damage: 'Повреждения', late: 'Поздний возврат', extra_day: 'Дополнительный день', cleaning: 'Уборка', other: 'Прочее' },
  method: { cash: 'наличные', card: 'карта', transfer: 'перевод' },
  mail: {
    subject: (ref) => `Ваша квитанция ${ref}`,
    body: (name, ref) => `Здравствуйте, ${name}!\n\nСпасибо, что арендовали у нас. Квитанция по бронированию ${ref} во вложении.\n`,
  },
};

const HE: MoneyText = {
  receiptTitle: 'קבלה',
  headings: { rental: 'השכרה', charges: 'חיובים בהחזרה', payments: 'תשלומים', balance: 'יתרה', drivers: 'נהגים ומסמכים', paid: 'שולם במסירה' },
  labels: {
    secondDriver: 'נהג נוסף',
    licence: 'מס׳ רישיון נהיגה',
    passport: 'מס׳ דרכון',
    paidAtHandover: 'שולם במסירה',
    total: 'סך ההשכרה',
    charges: 'חיובים',
    paid: 'שולם',
    balance: 'יתרה לתשלום',
    settled: 'שולם במלואו',
    payment: 'תשלום',
    rate: 'שער',
    amount: 'EUR',
    none: 'אין',
    returnedAt: 'הוחזר',
    odometer: 'מד המרחק בהחזרה',
    bankRate: 'שער הבנק הלאומי של גאורגיה ליום',
  },
  charge: { fuel: 'דלק', damage: 'נזק', late: 'החזרה מאוחרת', extra_day: 'יום נוסף', cleaning: 'ניקוי', other: 'אחר' },
  method: { cash: 'מזומן', card: 'כרטיס', transfer: 'העברה' },
  mail: {
    subject: (ref) => `הקבלה שלך ${ref}`,
    body: (name, ref) => `שלום ${name},\n\nתודה ששכרת אצלנו. הקבלה להזמנה ${ref} מצורפת.\n`,
  },
};

const AR: MoneyText = {
  receiptTitle: 'إيصال',
  headings: { rental: 'الإيجار', charges: 'رسوم عند الإرجاع', payments: 'المدفوعات', balance: 'الرصيد', drivers: 'السائقون والوثائق', paid: 'المدفوع عند التسليم' },
  labels: {
    secondDriver: 'السائق الثاني',
    licence: 'رقم رخصة القيادة',
    passport: 'رقم جواز السفر',
    paidAtHandover: 'المدفوع عند التسليم',
    total: 'إجمالي الإيجار',
    charges: 'الرسوم',
    paid: 'المدفوع',
    balance: 'المبلغ المستحق',
    settled: 'مدفوع بالكامل',
    payment: 'دفعة',
    rate: 'سعر الصرف',
    amount: 'EUR',
    none: 'لا يوجد',
    returnedAt: 'أُعيدت',
    odometer: 'عداد المسافة عند الإرجاع',
    bankRate: 'سعر البنك الوطني الجورجي بتاريخ',
  },
  charge: { fuel: 'الوقود', damage: 'الأضرار', late: 'تأخير الإرجاع', extra_day: 'يوم إضافي', cleaning: 'التنظيف', other: 'أخرى' },
  method: { cash: 'نقدًا', card: 'بطاقة', transfer: 'تحويل' },
  mail: {
    subject: (ref) => `إيصالك ${ref}`,
    body: (name, ref) => `مرحبًا ${name}،\n\nشكرًا لاستئجارك معنا. إيصال الحجز ${ref} مرفق.\n`,
  },
};

const TEXTS: Record<Locale, MoneyText> = { en: EN, ru: RU, he: HE, ar: AR };

export function moneyText(locale: Locale): MoneyText {
  return TEXTS[locale];
}

