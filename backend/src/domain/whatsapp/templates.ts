import type { Locale } from '../site/locales.js';

/**
 * Our WhatsApp utility templates (docs/operations.md, WhatsApp): their names, named parameters and
 * texts in the site's four languages, as Meta's Graph API creates them and as a message names them.
 * The texts are Meta's to approve (`rentals whatsapp templates --create`); a message fills the
 * parameters.
 */
export const WHATSAPP_TEMPLATES = ['booking_received', 'pickup_reminder', 'return_reminder', 'review_request'] as const;
export type WhatsAppTemplate = (typeof WHATSAPP_TEMPLATES)[number];

/** The named parameters of each template, in the order they appear in the English text. */
export const TEMPLATE_PARAMETERS = {
  booking_received: ['name', 'reference', 'car', 'dates', 'total', 'held_until'],
  pickup_reminder: ['reference', 'car', 'date', 'time', 'place'],
  return_reminder: ['reference', 'car', 'time', 'place'],
  review_request: ['name', 'review_url'],
} as const satisfies Record<WhatsAppTemplate, readonly string[]>;

export type TemplateParameters<T extends WhatsAppTemplate> = Record<(typeof TEMPLATE_PARAMETERS)[T][number], string>;
export type AnyTemplateParameters = Record<string, string>;

const EXAMPLES: Record<string, string> = {
  name: 'Anna',
  reference: 'GR-7K3Q9P',
  car: 'Toyota FJ Cruiser',
  dates: '12 Jun 2026 – 17 Jun 2026',
  total: '450 EUR',
  held_until: '12 Jun 2026, 18:30',
  date: '12 Jun 2026',
  time: '10:00',
  place: 'Tbilisi Airport',
  review_url: 'https://g.page/r/example/review',
};

/** The body of each template per language; `{{name}}` marks a named parameter. */
export const TEMPLATE_TEXTS: Record<WhatsAppTemplate, Record<Locale, string>> = {
  booking_received: {
    en: 'Hello {{name}}, we received your booking {{reference}}: {{car}}, {{dates}}, total {{total}}. We hold the car for you until {{held_until}} (Tbilisi time). Reply to this message with your reference to keep it.',
    ru: 'Здравствуйте, {{name}}! Мы получили ваше бронирование {{reference}}: {{car}}, {{dates}}, итого {{total}}. Мы держим автомобиль для вас до {{held_until}} (по тбилисскому времени). Ответьте на это сообщение, указав номер бронирования, чтобы сохранить его.',
    he: 'שלום {{name}}, קיבלנו את ההזמנה שלך {{reference}}: {{car}}, {{dates}}, סך הכול {{total}}. אנו שומרים עבורך את הרכב עד {{held_until}} (שעון טביליסי). השב/י להודעה זו עם מספר ההזמנה כדי לשמור אותו.',
    ar: 'مرحبًا {{name}}، استلمنا حجزك {{reference}}: {{car}}، {{dates}}، الإجمالي {{total}}. نحجز السيارة لك حتى {{held_until}} (بتوقيت تبليسي). رُدّ على هذه الرسالة برقم الحجز للاحتفاظ بها.',
  },
  pickup_reminder: {
    en: 'Your car for booking {{reference}} ({{car}}) is ready for you on {{date}} at {{time}} at {{place}}. Please bring your passport, your driving licence and the deposit. See you tomorrow!',
    ru: 'Ваш автомобиль по бронированию {{reference}} ({{car}}) будет ждать вас {{date}} в {{time}}: {{place}}. Возьмите с собой паспорт, водительское удостоверение и залог. До завтра!',
    he: 'הרכב שלך להזמנה {{reference}} ({{car}}) מחכה לך ב-{{date}} בשעה {{time}} ב{{place}}. נא להביא דרכון, רישיון נהיגה ואת הפיקדון. נתראה מחר!',
    ar: 'سيارتك للحجز {{reference}} ({{car}}) جاهزة لك يوم {{date}} الساعة {{time}} في {{place}}. يُرجى إحضار جواز السفر ورخصة القيادة والتأمين. نراك غدًا!',
  },
  return_reminder: {
    en: 'Good morning! Today is the return of your car for booking {{reference}} ({{car}}): at {{time}} at {{place}}. Please bring it back with the fuel level it had at pickup. Thank you!',
    ru: 'Доброе утро! Сегодня возврат автомобиля по бронированию {{reference}} ({{car}}): в {{time}}, {{place}}. Пожалуйста, верните его с тем же уровнем топлива, что и при получении. Спасибо!',
    he: 'בוקר טוב! היום מחזירים את הרכב של הזמנה {{reference}} ({{car}}): בשעה {{time}} ב{{place}}. נא להחזיר אותו עם כמות הדלק שהייתה בעת האיסוף. תודה!',
    ar: 'صباح الخير! اليوم موعد إعادة سيارتك للحجز {{reference}} ({{car}}): الساعة {{time}} في {{place}}. يُرجى إعادتها بمستوى الوقود نفسه عند الاستلام. شكرًا لك!',
  },
  review_request: {
    en: 'Thank you for travelling with us, {{name}}! If you enjoyed your trip, a short review would help us a lot: {{review_url}}',
    ru: 'Спасибо, что путешествовали с нами, {{name}}! Если поездка вам понравилась, короткий отзыв нам очень поможет: {{review_url}}',
    he: 'תודה שטיילת איתנו, {{name}}! אם נהנית מהטיול, ביקורת קצרה תעזור לנו מאוד: {{review_url}}',
    ar: 'شكرًا لسفرك معنا يا {{name}}! إذا استمتعت برحلتك، فإن تقييمًا قصيرًا سيساعدنا كثيرًا: {{review_url}}',
  },
};

/** The request that creates one template in one language (POST /{WABA id}/message_templates). */
export type TemplateCreateRequest = {
  name: WhatsAppTemplate;
  language: Locale;
  category: 'UTILITY';
  parameter_format: 'named';
  components: [{ type: 'BODY'; text: string; example: { body_text_named_params: { param_name: string; example: string }[] } }];
};

/** The parameters a text names, in order of first appearance. */
export function namedParameters(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{([a-z_]+)\}\}/g)].map((m) => m[1]))];
}

/** Every template in every language, in the Graph API's create format. */
export function templateCreateRequests(locales: readonly Locale[]): TemplateCreateRequest[] {
  return WHATSAPP_TEMPLATES.flatMap((name) =>
    locales.map((language) => {
      const text = TEMPLATE_TEXTS[name][language];
      return {
        name,
        language,
        category: 'UTILITY' as const,
        parameter_format: 'named' as const,
        components: [{ type: 'BODY' as const, text, example: { body_text_named_params: namedParameters(text).map((p) => ({ param_name: p, example: EXAMPLES[p] })) } }],
      };
    }),
  );
}

/** A template message as the Graph API sends it (POST /{phone number id}/messages). */
export type TemplateMessage = {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: { name: WhatsAppTemplate; language: { code: Locale }; components: [{ type: 'body'; parameters: { type: 'text'; parameter_name: string; text: string }[] }] };
};

/** A parameter's value as Meta takes it: one line, no tabs, no runs of more than 4 spaces, at most 200 characters, never empty. */
function parameterText(value: string): string {
  const line = value.replace(/[\t\r\n]+/g, ' ').replace(/ {2,}/g, ' ').trim();
  return (line || '-').slice(0, 200);
}

/** The message of template `name` in `locale` to `to` (E.164 digits) with its parameters filled. */
export function templateMessage<T extends WhatsAppTemplate>(name: T, locale: Locale, to: string, params: TemplateParameters<T>): TemplateMessage {
  const values = params as AnyTemplateParameters;
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name,
      language: { code: locale },
      components: [{ type: 'body', parameters: namedParameters(TEMPLATE_TEXTS[name][locale]).map((p) => ({ type: 'text', parameter_name: p, text: parameterText(values[p] ?? '') })) }],
    },
  };
}
