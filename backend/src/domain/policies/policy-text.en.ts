import type { PolicyText } from './policy-text.types.js';

/**
 * The rental policies in English: the sentences of the terms of service (the site's terms page
 * shows them from here, frontend/src/i18n/content/en/terms.ts), which the agents' `policies` tool answers.
 * `{armeniaFee}`, `{standardInsurance}` and `{enhancedInsurance}` stand for the price tables' prices (pricing/price-values.ts).
 */
export const EN_POLICY_TEXT: PolicyText = {
  locale: 'en',
  cancellation: {
    title: 'Changes and cancellations',
    points: [
      'Changes of dates, times, locations or car and cancellations are free of charge up to 24 hours before the start of the rental.',
      'Changes within 24 hours of the start depend on availability; we always try to help.',
      'Returning the car earlier than agreed does not change the price of the days booked at the agreed rate.',
    ],
  },
  deposit: {
    title: 'Payment and deposits',
    points: [
      'There is no deposit. Nothing is blocked on your card.',
      'The full rental price is paid on the first day of the rental, at pickup, in cash (GEL, EUR or USD) or by card.',
      'Prices include taxes, unlimited mileage and 24/7 roadside support. Delivery fees between cities and optional extras are shown before you book.',
      'Traffic and parking fines issued during the rental are paid by the customer. All police fines are paid by the customer.',
    ],
  },
  insurance: {
    title: 'Insurance',
    intro: 'Every car carries compulsory third-party liability cover of up to 50,000 USD. For damage to the rented car you choose one of three options at booking:',
    head: ['Option', 'Price', 'What you pay after damage'],
    options: {
      minimum: { name: 'Decline Protection', price: 'Free', youPay: 'All damage, up to 15,000 EUR.' },
      standard: { name: 'Standard Dependable', price: '{standardInsurance} EUR per day', youPay: 'Nothing on paved roads; off-road damage up to 5,000 EUR.' },
      enhanced: { name: 'Full Insurance', price: '{enhancedInsurance} EUR per day', youPay: 'Nothing, on paved and off-road roads.' },
    },
    exclusions: 'No option covers damage caused by driving under the influence of alcohol or drugs, speeding or reckless driving. Tyres damaged off-road are replaced at cost (an off-road tyre costs about 95 EUR) unless you chose Full Insurance.',
  },
  crossBorder: {
    title: 'Cross-border rentals',
    points: [
      'Travel abroad is allowed to Armenia only. Turkey, Azerbaijan and Russia are not allowed.',
      'Crossing into Armenia needs a notarised permission from us. It costs {armeniaFee} EUR and takes one working day to prepare, so tell us when you book.',
      'Pickup and drop-off must be in Georgia (Tbilisi, Kutaisi or Batumi).',
      'Armenian compulsory car insurance is bought at the border by the driver.',
    ],
  },
  pickupAndReturn: {
    title: 'Pickup, return and late arrival',
    points: [
      'We deliver the car to the airport or your hotel at the agreed time and collect it the same way.',
      'Please be on time. If you arrive more than 20 minutes after the agreed time without letting us know, a late-arrival charge of 50 EUR applies.',
      'Flight delays are not charged when you give us your flight number: we follow your arrival.',
      'The car is returned with the same fuel level as at pickup, unless you chose prepaid fuel.',
    ],
  },
  lateArrivalTitle: 'Late arrival',
  fuelTitle: 'Fuel',
};
