import type { PrivacyContent } from '../types';

export const privacyContent: PrivacyContent = {
  effectiveDate: 'January 7, 2025',
  meta: {
    title: 'Privacy Policy | {brand}',
    description:
      'How {brand} collects, uses and protects your personal data when you visit the website and book a car. Effective {effectiveDate}.',
  },
  title: 'Privacy Policy',
  intro: 'Effective date: {effectiveDate}',
  lead: [
    {
      type: 'p',
      text: '{brand} ("we", "us") rents cars in Georgia from its office at {address}. This policy explains what personal data we collect when you visit this website or book a car, why, with whom we share it and what rights you have. Questions: [{email}](mailto:{email}).',
    },
  ],
  sections: [
    {
      heading: '1. Data we collect',
      blocks: [
        { type: 'h3', text: 'When you book' },
        {
          type: 'ul',
          items: [
            "Your first and last name, e-mail address, messaging-app phone number, the driver's age and the size of your group.",
            'The rental details: pickup and drop-off places, dates and times, car, insurance and extras, and the price.',
            "At pickup: a copy of the driver's licence and passport, as Georgian law requires for a rental agreement.",
          ],
        },
        { type: 'h3', text: 'When you visit the website' },
        {
          type: 'ul',
          items: [
            '**Visit records:** the IP address of each page request, its time and whether the visit came from a paid advertisement. We keep these records for 30 days and then delete them automatically.',
            '**Advertising click ids:** when you arrive from a Google advertisement, the link carries a click id (gclid). We store it in your browser (local and session storage) and on our server together with a device fingerprint (a one-way hash of your browser type, screen size, colour depth, language, platform and time zone), the page address, the referring page and the session. This lets us see which advertisements lead to bookings.',
            "**Bot protection:** the booking form uses Google reCAPTCHA v3, which receives technical data about your browser to tell people from automated programs. Google's privacy policy applies to that data.",
            '**Session storage:** the page you came from, so the Back button on our terms page can return you there.',
          ],
        },
        { type: 'p', text: 'We do not use advertising cookies of our own and we do not sell personal data.' },
      ],
    },
    {
      heading: '2. How we use your data',
      blocks: [
        {
          type: 'ul',
          items: [
            'To answer your request, confirm the booking, prepare the car and the rental agreement, and deliver and collect the car.',
            'To contact you by WhatsApp, phone or e-mail about your rental.',
            'To prepare the notarised permission when you travel to Armenia.',
            'To handle fines, damage and insurance claims that arise during the rental.',
            'To protect the website against abuse and to measure which of our advertisements work (click ids and visit records).',
            'To meet our legal and accounting obligations in Georgia.',
          ],
        },
      ],
    },
    {
      heading: '3. Sharing',
      blocks: [
        { type: 'p', text: 'We share personal data only where needed:' },
        {
          type: 'ul',
          items: [
            'with the notary who issues the permission for Armenia, and with insurers, the police or courts after an accident or a fine;',
            'with service providers that run our website, e-mail and messaging (hosting, Google reCAPTCHA, Google Ads conversion measurement, WhatsApp), under their own privacy terms;',
            'with authorities when Georgian law requires it.',
          ],
        },
      ],
    },
    {
      heading: '4. Marketing consent',
      blocks: [
        {
          type: 'p',
          text: 'We send offers only if you agree to receive them, and every message tells you how to stop them. Booking a car does not sign you up for marketing. You can withdraw consent at any time by replying "stop" or writing to [{email}](mailto:{email}).',
        },
      ],
    },
    {
      heading: '5. How long we keep data',
      blocks: [
        {
          type: 'ul',
          items: [
            'Visit records: 30 days.',
            'Booking and rental records: as long as accounting and tax law requires (usually 6 years), then deleted.',
            'Unconfirmed booking requests: cancelled after 24 hours and kept only as a record of the request.',
          ],
        },
      ],
    },
    {
      heading: '6. Your rights',
      blocks: [
        {
          type: 'p',
          text: 'You may ask for a copy of your personal data, its correction or deletion, restriction of its use, or object to its use, and you may withdraw any consent you gave. Write to [{email}](mailto:{email}); we answer within 30 days. You can also complain to the Personal Data Protection Service of Georgia or, if you live in the European Union, to your local data protection authority.',
        },
      ],
    },
    {
      heading: '7. Security',
      blocks: [
        {
          type: 'p',
          text: 'The website is served over HTTPS. Access to booking data is limited to our staff who need it, protected by passwords and access tokens. Paper copies of documents are kept in a locked office. No system is perfectly secure, so please do not send us card numbers by chat or e-mail.',
        },
      ],
    },
    {
      heading: '8. Changes to this policy',
      blocks: [
        {
          type: 'p',
          text: 'We may update this policy when our services or the law change. The effective date at the top shows the current version; important changes are also announced on the home page. See also our [Terms of Service](/terms-of-service).',
        },
      ],
    },
  ],
};
