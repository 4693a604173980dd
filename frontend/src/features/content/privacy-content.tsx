import { Link } from 'react-router-dom';
import { appConfig } from '@/lib/config';
import { usePageMeta } from '@/lib/page-meta';
import { ContentLayout } from './content-layout';

export const PRIVACY_EFFECTIVE_DATE = 'January 7, 2025';

export function PrivacyPage() {
  const brand = appConfig.brandName;
  const email = appConfig.contactEmail;
  usePageMeta({
    title: `Privacy Policy | ${brand}`,
    description: `How ${brand} collects, uses and protects your personal data when you visit the website and book a car. Effective ${PRIVACY_EFFECTIVE_DATE}.`,
    path: '/privacy-policy',
  });
  return (
    <ContentLayout title="Privacy Policy" intro={`Effective date: ${PRIVACY_EFFECTIVE_DATE}`}>
      <p>
        {brand} ("we", "us") rents cars in Georgia from its office at {appConfig.companyAddress}. This policy explains what personal data we
        collect when you visit this website or book a car, why, with whom we share it and what rights you have. Questions:{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>

      <h2>1. Data we collect</h2>
      <h3>When you book</h3>
      <ul>
        <li>Your first and last name, e-mail address, messaging-app phone number, the driver's age and the size of your group.</li>
        <li>The rental details: pickup and drop-off places, dates and times, car, insurance and extras, and the price.</li>
        <li>At pickup: a copy of the driver's licence and passport, as Georgian law requires for a rental agreement.</li>
      </ul>
      <h3>When you visit the website</h3>
      <ul>
        <li>
          <strong>Visit records:</strong> the IP address of each page request, its time and whether the visit came from a paid advertisement.
          We keep these records for 30 days and then delete them automatically.
        </li>
        <li>
          <strong>Advertising click ids:</strong> when you arrive from a Google advertisement, the link carries a click id (gclid). We store it in
          your browser (local and session storage) and on our server together with a device fingerprint (a one-way hash of your browser
          type, screen size, colour depth, language, platform and time zone), the page address, the referring page and the session. This lets
          us see which advertisements lead to bookings.
        </li>
        <li>
          <strong>Bot protection:</strong> the booking form uses Google reCAPTCHA v3, which receives technical data about your browser to tell
          people from automated programs. Google's privacy policy applies to that data.
        </li>
        <li>
          <strong>Session storage:</strong> the page you came from, so the Back button on our terms page can return you there.
        </li>
      </ul>
      <p>We do not use advertising cookies of our own and we do not sell personal data.</p>

      <h2>2. How we use your data</h2>
      <ul>
        <li>To answer your request, confirm the booking, prepare the car and the rental agreement, and deliver and collect the car.</li>
        <li>To contact you by WhatsApp, phone or e-mail about your rental.</li>
        <li>To prepare the notarised permission when you travel to Armenia.</li>
        <li>To handle fines, damage and insurance claims that arise during the rental.</li>
        <li>To protect the website against abuse and to measure which of our advertisements work (click ids and visit records).</li>
        <li>To meet our legal and accounting obligations in Georgia.</li>
      </ul>

      <h2>3. Sharing</h2>
      <p>We share personal data only where needed:</p>
      <ul>
        <li>with the notary who issues the permission for Armenia, and with insurers, the police or courts after an accident or a fine;</li>
        <li>with service providers that run our website, e-mail and messaging (hosting, Google reCAPTCHA, Google Ads conversion measurement, WhatsApp), under their own privacy terms;</li>
        <li>with authorities when Georgian law requires it.</li>
      </ul>

      <h2>4. Marketing consent</h2>
      <p>
        We send offers only if you agree to receive them, and every message tells you how to stop them. Booking a car does not sign you up
        for marketing. You can withdraw consent at any time by replying "stop" or writing to <a href={`mailto:${email}`}>{email}</a>.
      </p>

      <h2>5. How long we keep data</h2>
      <ul>
        <li>Visit records: 30 days.</li>
        <li>Booking and rental records: as long as accounting and tax law requires (usually 6 years), then deleted.</li>
        <li>Unconfirmed booking requests: cancelled after 24 hours and kept only as a record of the request.</li>
      </ul>

      <h2>6. Your rights</h2>
      <p>
        You may ask for a copy of your personal data, its correction or deletion, restriction of its use, or object to its use, and you may
        withdraw any consent you gave. Write to <a href={`mailto:${email}`}>{email}</a>; we answer within 30 days. You can also complain to the
        Personal Data Protection Service of Georgia or, if you live in the European Union, to your local data protection authority.
      </p>

      <h2>7. Security</h2>
      <p>
        The website is served over HTTPS. Access to booking data is limited to our staff who need it, protected by passwords and access
        tokens. Paper copies of documents are kept in a locked office. No system is perfectly secure, so please do not send us card numbers
        by chat or e-mail.
      </p>

      <h2>8. Changes to this policy</h2>
      <p>
        We may update this policy when our services or the law change. The effective date at the top shows the current version; important
        changes are also announced on the home page. See also our <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    </ContentLayout>
  );
}
