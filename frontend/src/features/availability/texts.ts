import { useMemo } from 'react';
import { useT, type MessageId, type MessageValues } from '@/i18n/i18n';

type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * Every visible text of the site's availability parts (showcase cards, booking wizard), in the
 * page's language (the catalogue's `availability.*` messages). The reason a booking cannot be taken
 * is the catalogue's `validation.unavailable` with the site's dates (the API's 409 says the same
 * with ISO dates, `unavailableMessage` in @domain/availability). The thank-you page's hold notice
 * is part of its content (src/i18n/content).
 */
export function availabilityTexts(t: Translate) {
  return {
    /** Showcase card: no unit free for the searched dates (docs/product.md §9, exact in English). */
    soldOut: t('availability.soldOut'),
    /** Showcase card: one or two units free (docs/product.md §9, exact in English: "Only 1 left", "Only 2 left"). */
    onlyLeft: (n: number) => t('availability.onlyLeft', { n }),
    /** Showcase card, sold out: the chat button instead of Book Now. */
    soldOutChat: t('availability.soldOutChat'),
    soldOutChatLabel: (car: string) => t('availability.soldOutChatLabel', { car }),
    soldOutHint: t('availability.soldOutHint'),
    /** The prefilled chat text for a sold-out car: car and dates. */
    soldOutChatMessage: (car: string, from: string, to: string, route: string) =>
      route ? t('availability.soldOutChatMessageRoute', { car, from, to, route }) : t('availability.soldOutChatMessage', { car, from, to }),
    // Booking wizard: the check before step 3 and the 409 on Confirm Booking. Getters: these messages
    // are in the booking part of the catalogue (i18n/groups.ts), which the home page does not load.
    get checking() {
      return t('availability.checking');
    },
    get soldOutTitle() {
      return t('availability.soldOutTitle');
    },
    get takenTitle() {
      return t('availability.takenTitle');
    },
    get wayOut() {
      return t('availability.wayOut');
    },
    get wayOutStep3() {
      return t('availability.wayOutStep3');
    },
    get freeCars() {
      return t('availability.freeCars');
    },
    chooseCar: (car: string) => t('availability.chooseCar', { car }),
    get chat() {
      return t('availability.chat');
    },
  };
}

export type AvailabilityTexts = ReturnType<typeof availabilityTexts>;

export function useAvailabilityTexts(): AvailabilityTexts {
  const t = useT();
  return useMemo(() => availabilityTexts(t), [t]);
}
