import type { TermsContent } from '../types';

export const termsContent: TermsContent = {
  meta: {
    title: 'Terms of Service | {brand}',
    description:
      'Rental terms of {brand}: driver age and licence, changes and cancellations, payment without deposit, insurance, travel to Armenia and late arrival.',
  },
  title: 'Terms of Service',
  intro: 'The rules for renting a car from {brand}. Plain and short: please read them before you book.',
  back: 'Back',
  lead: [
    {
      type: 'p',
      text: 'These terms apply to every rental booked on this website, by WhatsApp or by e-mail with {brand}, a car rental company based in Tbilisi, Georgia. By confirming a booking you accept them. If anything is unclear, write to us at [{email}](mailto:{email}) before you book.',
    },
  ],
  sections: [
    {
      heading: '1. Driver requirements and licence',
      blocks: [
        {
          type: 'ul',
          items: [
            'The driver must be at least 21 years old and must have held a valid driving licence for at least 1 year.',
            'A national licence printed in the Latin alphabet is accepted. Licences in another alphabet must be accompanied by an International Driving Permit.',
            'The driver shows the original licence and passport at pickup. We cannot hand over the car without them.',
            'A second driver is free of charge and must meet the same requirements. Only the drivers named in the rental agreement may drive the car.',
          ],
        },
      ],
    },
    {
      heading: '2. Age',
      blocks: [
        {
          type: 'p',
          text: 'The minimum age is 21 with at least one year of driving experience. Our online booking form accepts drivers aged 23 to 70; if you are 21 or 22, or older than 70, message us and we will confirm whether a suitable car is available for you.',
        },
      ],
    },
    {
      heading: '3. Booking and confirmation',
      blocks: [
        {
          type: 'p',
          text: 'A booking made on the website is a request. It becomes a reservation when we confirm it by WhatsApp or e-mail. Unconfirmed reservations are cancelled automatically within 24 hours, so please message us right after booking.',
        },
      ],
    },
    {
      heading: '4. Changes and cancellations',
      blocks: [
        {
          type: 'ul',
          items: [
            'Changes of dates, times, locations or car and cancellations are free of charge up to 24 hours before the start of the rental.',
            'Changes within 24 hours of the start depend on availability; we always try to help.',
            'Returning the car earlier than agreed does not change the price of the days booked at the agreed rate.',
          ],
        },
      ],
    },
    {
      heading: '5. Payment and deposits',
      blocks: [
        {
          type: 'ul',
          items: [
            'There is no deposit. Nothing is blocked on your card.',
            'The full rental price is paid on the first day of the rental, at pickup, in cash (GEL, EUR or USD) or by card.',
            'Prices include taxes, unlimited mileage and 24/7 roadside support. Delivery fees between cities and optional extras are shown before you book.',
            'Traffic and parking fines issued during the rental are paid by the customer. All police fines are paid by the customer.',
          ],
        },
      ],
    },
    {
      heading: '6. Insurance',
      blocks: [
        {
          type: 'p',
          text: 'Every car carries compulsory third-party liability cover of up to 50,000 USD. For damage to the rented car you choose one of three options at booking:',
        },
        {
          type: 'table',
          head: ['Option', 'Price', 'What you pay after damage'],
          rows: [
            ['Decline Protection', 'Free', 'All damage, up to 15,000 EUR.'],
            ['Standard Dependable', '10 EUR per day', 'Nothing on paved roads; off-road damage up to 5,000 EUR.'],
            ['Full Insurance', '30 EUR per day', 'Nothing, on paved and off-road roads.'],
          ],
        },
        {
          type: 'p',
          text: 'No option covers damage caused by driving under the influence of alcohol or drugs, speeding or reckless driving. Tyres damaged off-road are replaced at cost (an off-road tyre costs about 95 EUR) unless you chose Full Insurance.',
        },
      ],
    },
    {
      heading: '7. Cross-border rentals',
      blocks: [
        {
          type: 'ul',
          items: [
            'Travel abroad is allowed to Armenia only. Turkey, Azerbaijan and Russia are not allowed.',
            'Crossing into Armenia needs a notarised permission from us. It costs {armeniaFee} EUR and takes one working day to prepare, so tell us when you book.',
            'Pickup and drop-off must be in Georgia (Tbilisi, Kutaisi or Batumi).',
            'Armenian compulsory car insurance is bought at the border by the driver.',
          ],
        },
      ],
    },
    {
      heading: '8. Pickup, return and late arrival',
      blocks: [
        {
          type: 'ul',
          items: [
            'We deliver the car to the airport or your hotel at the agreed time and collect it the same way.',
            'Please be on time. If you arrive more than 20 minutes after the agreed time without letting us know, a late-arrival charge of 50 EUR applies.',
            'Flight delays are not charged when you give us your flight number: we follow your arrival.',
            'The car is returned with the same fuel level as at pickup, unless you chose prepaid fuel.',
          ],
        },
      ],
    },
    {
      heading: '9. Use of the car',
      blocks: [
        {
          type: 'ul',
          items: [
            'No smoking in the cars. No racing, towing or driving on closed roads.',
            'Off-road driving is allowed with our 4x4 cars on tracks that are open to traffic; the Hyundai Elantra is for paved roads only.',
            'In case of an accident call the police (112) and us at once, and do not move the car before the police arrive.',
          ],
        },
      ],
    },
    {
      heading: '10. Changes to these terms',
      blocks: [
        {
          type: 'p',
          text: 'We may update these terms. The version published on this page when you confirm a booking applies to that booking.',
        },
      ],
    },
  ],
};
