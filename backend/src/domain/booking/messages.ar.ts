import type { ApiMessageTexts, FieldMessageTexts } from './message-texts.js';

/**
 * The booking's messages in Arabic (ICU MessageFormat: `{days}`, plurals): the site's texts
 * of its field errors (the build adds them to the interface catalogue as `validation.<key>`) and
 * the answers the MCP server gives in Arabic. A type import only: the site's build reads this file as data.
 */
export const MESSAGES: FieldMessageTexts = {
  firstName: 'يجب أن يتكون الاسم الأول من حرفين على الأقل',
  lastName: 'يجب أن يتكون اسم العائلة من حرفين على الأقل',
  customerEmail: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  customerPhone: 'يُرجى إدخال رقم هاتف صالح مع رمز الدولة',
  driverAgeRequired: 'يُرجى إدخال عمركم',
  driverAgeRange: 'يجب أن يتراوح عمر السائق بين {min} و{max} عامًا',
  groupSizeRequired: 'يُرجى إدخال عدد أفراد مجموعتكم',
  groupSizeRange: 'يجب أن يتراوح عدد أفراد المجموعة بين {min} و{max} شخصًا',
  pickupLocation: 'يُرجى اختيار مكان الاستلام',
  dropoffLocation: 'يُرجى اختيار مكان الإرجاع',
  pickupDate: 'يُرجى اختيار تاريخ الاستلام',
  pickupTime: 'يُرجى اختيار وقت الاستلام',
  returnDate: 'يُرجى اختيار تاريخ الإرجاع',
  returnTime: 'يُرجى اختيار وقت الإرجاع',
  carType: 'يُرجى اختيار نوع السيارة',
  insuranceType: 'يُرجى اختيار أحد خيارات التأمين: بدون حماية أو الحماية القياسية أو التأمين الشامل',
  returnAfterPickup: 'يجب أن يكون الإرجاع بعد الاستلام',
  minimumDays:
    'الحد الأدنى لمدة الإيجار {days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  seasonMinimum:
    'الحجوزات التي تبدأ بين {from} و{to} تحتاج إلى {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} على الأقل',
  pickupInPast: 'لا يمكن أن يكون تاريخ الاستلام في الماضي',
  maximumDays:
    'أطول مدة إيجار نقبلها عبر الإنترنت هي {days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  campingNotForElantra: 'خدمات التخييم (خيمة السقف ومعدات التخييم) غير متاحة لسيارة Hyundai Elantra',
  boolean: 'يجب أن تكون القيمة نعم أو لا',
  nameTooLong:
    'يجب ألا يتجاوز الاسم {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  emailTooLong:
    'يجب ألا يتجاوز البريد الإلكتروني {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  phoneTooLong:
    'يجب ألا يتجاوز رقم الهاتف {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  gclid:
    'يجب أن يكون معرّف النقرة نصًا لا يتجاوز {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  totalPrice: 'يجب أن يكون السعر الإجمالي رقمًا مكتوبًا كنص',
  locale: 'يجب أن تكون اللغة إحدى القيم التالية: en، ru، he، ar',
  bot: 'لم نتمكن من تمييز هذا الحجز عن حجز آلي. يُرجى المحاولة مرة أخرى، أو راسلونا عبر واتساب.',
  limitEmail: 'هناك حجوزات بانتظار التأكيد لعنوان البريد الإلكتروني هذا. راسلونا عبر واتساب وسنؤكدها أو نعدّلها لكم.',
  limitPhone: 'هناك حجوزات بانتظار التأكيد لرقم الهاتف هذا. راسلونا عبر واتساب وسنؤكدها أو نعدّلها لكم.',
  limitClient: 'هناك حجوزات بانتظار التأكيد من اتصالكم. راسلونا عبر واتساب وسنؤكدها أو نعدّلها لكم.',
  unavailable: 'عذرًا، السيارة {car} محجوزة بالكامل من {from} إلى {to}. يُرجى اختيار تواريخ أخرى أو سيارة أخرى.',
  other: 'يُرجى التحقق من هذا الحقل',
};

export const API_MESSAGES: ApiMessageTexts = {
  bookingNotFound: 'لم نعثر على حجز بالرقم "{reference}". يُرجى التحقق من رقم الحجز (مثل GR-7K3Q9P).',
  tooManyRequests: 'طلبات كثيرة جدًا: {limit} في الدقيقة على الأكثر. يُرجى المحاولة مرة أخرى بعد {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}.',
};
