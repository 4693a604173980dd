import { internationalPhone } from '../shared/messaging.js';
import type { CustomerMailCatalogue } from './mail-types.js';

/** The booking page's keep button (frontend content ru/my-booking.ts `keep.button`), word for word. */
const RU_KEEP_BUTTON = 'Сохранить автомобиль';

const DAY_FORMS: Record<string, string> = { one: 'день', few: 'дня', many: 'дней', other: 'дня' };
const plural = new Intl.PluralRules('ru');

/** The customer e-mails in Russian (polite «вы»; the same content as mail-catalogue.en.ts). */
export const RU_MAIL_CATALOGUE: CustomerMailCatalogue = {
  locale: 'ru',
  intlLocale: 'ru-RU',
  dir: 'ltr',
  comma: ', ',
  subject: {
    received: (ref) => `Бронирование ${ref} получено: напишите нам, чтобы подтвердить его`,
    confirmed: (ref) => `Бронирование ${ref} подтверждено`,
    cancelled: (ref) => `Бронирование ${ref} отменено`,
    expired: (ref) => `Бронирование ${ref} отменено: оно не было подтверждено вовремя`,
    agreement: (ref) => `Договор аренды по бронированию ${ref}`,
  },
  greeting: (name) => `Здравствуйте, ${name}!`,
  intro: {
    received: (brand) => [
      `Благодарим вас за бронирование в ${brand}. Ваше бронирование ещё НЕ завершено: мы резервируем для вас автомобиль, пока ждём вашего сообщения.`,
    ],
    confirmed: () => ['Ваше бронирование подтверждено. Автомобиль зарезервирован за вами; мы встретим вас в месте и во время получения, указанных ниже.'],
    cancelled: () => ['Ваше бронирование отменено, и автомобиль больше не зарезервирован за вами. Если вы этого не ожидали, напишите нам.'],
    expired: () => [
      'Ваше бронирование отменено, так как мы не получили от вас сообщения вовремя, поэтому автомобиль больше не зарезервирован за вами. Вы можете снова забронировать автомобиль на нашем сайте.',
    ],
    agreement: () => ['Спасибо, что получили автомобиль у нас. Договор аренды приложен к этому письму: пожалуйста, держите его при себе во время поездки.'],
  },
  labels: { reference: 'Номер бронирования', car: 'Автомобиль', pickup: 'Получение', return: 'Возврат', days: 'Срок аренды', insurance: 'Страховка', total: 'Итого' },
  days: (n) => `${n} ${DAY_FORMS[plural.select(n)] ?? 'дня'}`,
  messageUs: 'Напишите нам в WhatsApp прямо сейчас, чтобы подтвердить бронирование:',
  linkLabel: 'Написать нам в WhatsApp',
  deadline: (when) => `Если мы не получим от вас сообщения, бронирование будет автоматически отменено (срок: ${when}, по тбилисскому времени).`,
  pageLinkLabel: 'Открыть страницу бронирования',
  pageIntro: 'На странице бронирования можно посмотреть его, сохранить за собой или отменить:',
  keepIt: (when) => `Мы держим автомобиль для вас до ${when} (по тбилисскому времени). Чтобы сохранить его, пока мы подтверждаем бронирование, нажмите «${RU_KEEP_BUTTON}» на странице бронирования или напишите нам в WhatsApp.`,
  keepButton: RU_KEEP_BUTTON,
  pageIntroNoKeep: 'На странице бронирования можно посмотреть его или отменить:',
  howToPay:
    "Как оплатить: при получении автомобиля, наличными или картой, в EUR, GEL или USD по курсу Национального банка Грузии на этот день. Без залога.",
  messagingText: (ref) => `Здравствуйте! Хочу подтвердить бронирование автомобиля, только что сделанное на вашем сайте.\n\nНомер бронирования: ${ref}\n\nСпасибо!`,
  closing: (ctx) => [`Есть вопросы? Напишите нам на ${ctx.contactEmail} или в WhatsApp (${internationalPhone(ctx.contactPhone)}).`, ctx.brandName],
};
