import { EN_POLICY_TEXT as P } from '@domain/policies/policy-text.en.js';
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
      heading: `4. ${P.cancellation.title}`,
      blocks: [
        {
          type: 'ul',
          items: P.cancellation.points,
        },
      ],
    },
    {
      heading: `5. ${P.deposit.title}`,
      blocks: [
        {
          type: 'ul',
          items: P.deposit.points,
        },
      ],
    },
    {
      heading: `6. ${P.insurance.title}`,
      blocks: [
        {
          type: 'p',
          text: P.insurance.intro,
        },
        {
          type: 'table',
          head: P.insurance.head,
          rows: (['minimum', 'standard', 'enhanced'] as const).map((k) => [P.insurance.options[k].name, P.insurance.options[k].price, P.insurance.options[k].youPay]),
        },
        {
          type: 'p',
          text: P.insurance.exclusions,
        },
      ],
    },
    {
      heading: `7. ${P.crossBorder.title}`,
      blocks: [
        {
          type: 'ul',
          items: P.crossBorder.points,
        },
      ],
    },
    {
      heading: `8. ${P.pickupAndReturn.title}`,
      blocks: [
        {
          type: 'ul',
          items: P.pickupAndReturn.points,
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
