import type { ApiMessageTexts, FieldMessageTexts } from './message-texts.js';

/**
 * The booking's messages in Russian (ICU MessageFormat: `{days}`, plurals): the site's texts
 * of its field errors (the build adds them to the interface catalogue as `validation.<key>`) and
 * the answers the MCP server gives in Russian. A type import only: the site's build reads this file as data.
 */
export const MESSAGES: FieldMessageTexts = {
  firstName: 'Имя должно содержать не менее 2 символов',
  lastName: 'Фамилия должна содержать не менее 2 символов',
  customerEmail: 'Введите действительный адрес электронной почты',
  customerPhone: 'Введите действительный номер телефона с кодом страны',
  driverAgeRequired: 'Укажите ваш возраст',
  driverAgeRange: 'Возраст водителя должен быть от {min} до {max} лет',
  groupSizeRequired: 'Укажите количество человек в группе',
  groupSizeRange: 'В группе может быть от {min} до {max} человек',
  pickupLocation: 'Выберите место получения',
  dropoffLocation: 'Выберите место возврата',
  pickupDate: 'Выберите дату получения',
  pickupTime: 'Выберите время получения',
  returnDate: 'Выберите дату возврата',
  returnTime: 'Выберите время возврата',
  carType: 'Выберите автомобиль',
  insuranceType: 'Выберите вариант страховки: без защиты, стандартная защита или полная страховка',
  returnAfterPickup: 'Возврат должен быть позже получения',
  minimumDays: 'Минимальный срок аренды — {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
  seasonMinimum: 'Для аренды с началом между {from} и {to} минимальный срок — {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
  pickupInPast: 'Дата получения не может быть в прошлом',
  maximumDays:
    'Онлайн мы принимаем бронирования на срок не более {days, plural, one {# дня} few {# дней} many {# дней} other {# дня}}',
  campingNotForElantra:
    'Услуги для кемпинга (палатка на крышу и туристическое снаряжение) недоступны для Hyundai Elantra',
  boolean: 'Значение должно быть «да» или «нет»',
  nameTooLong: 'Имя должно содержать не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  emailTooLong:
    'Адрес электронной почты должен содержать не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  phoneTooLong:
    'Номер телефона должен содержать не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  gclid:
    'Идентификатор клика должен быть текстом длиной не более {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  totalPrice: 'Итоговая цена должна быть числом, записанным в виде текста',
  locale: 'Язык должен быть одним из следующих: en, ru, he, ar',
  bot: 'Нам не удалось отличить это бронирование от автоматического. Попробуйте ещё раз или напишите нам в WhatsApp.',
  limitEmail: 'Для этого адреса электронной почты уже есть бронирования, ожидающие подтверждения. Напишите нам в WhatsApp, и мы подтвердим или изменим их.',
  limitPhone: 'Для этого номера телефона уже есть бронирования, ожидающие подтверждения. Напишите нам в WhatsApp, и мы подтвердим или изменим их.',
  limitClient: 'С вашего подключения уже есть бронирования, ожидающие подтверждения. Напишите нам в WhatsApp, и мы подтвердим или изменим их.',
  unavailable: 'К сожалению, автомобиль {car} занят с {from} по {to}. Выберите другие даты или другой автомобиль.',
  other: 'Проверьте это поле',
};

export const API_MESSAGES: ApiMessageTexts = {
  bookingNotFound: 'Бронирование «{reference}» не найдено. Проверьте номер бронирования (например, GR-7K3Q9P).',
  tooManyRequests: 'Слишком много запросов: не более {limit} в минуту. Повторите через {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}.',
};
