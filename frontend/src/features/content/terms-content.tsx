import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/icons';
import { appConfig } from '@/lib/config';
import { usePageMeta } from '@/lib/page-meta';
import { referrerPage } from '@/lib/referrer';
import { ContentLayout } from './content-layout';

export function TermsPage() {
  const navigate = useNavigate();
  const brand = appConfig.brandName;
  usePageMeta({
    title: `Terms of Service | ${brand}`,
    description: `Rental terms of ${brand}: driver age and licence, changes and cancellations, payment without deposit, insurance, travel to Armenia and late arrival.`,
    path: '/terms-of-service',
  });
  return (
    <ContentLayout
      title="Terms of Service"
      intro={`The rules for renting a car from ${brand}. Plain and short: please read them before you book.`}
      actions={
        <Button variant="white" color="dark" radius="xl" mb="lg" leftSection={<ArrowLeftIcon size={18} />} onClick={() => navigate(referrerPage())}>
          Back
        </Button>
      }
    >
      <p>
        These terms apply to every rental booked on this website, by WhatsApp or by e-mail with {brand}, a car rental company based in
        Tbilisi, Georgia. By confirming a booking you accept them. If anything is unclear, write to us at{' '}
        <a href={`mailto:${appConfig.contactEmail}`}>{appConfig.contactEmail}</a> before you book.
      </p>

      <h2>1. Driver requirements and licence</h2>
      <ul>
        <li>The driver must be at least 21 years old and must have held a valid driving licence for at least 1 year.</li>
        <li>A national licence printed in the Latin alphabet is accepted. Licences in another alphabet must be accompanied by an International Driving Permit.</li>
        <li>The driver shows the original licence and passport at pickup. We cannot hand over the car without them.</li>
        <li>A second driver is free of charge and must meet the same requirements. Only the drivers named in the rental agreement may drive the car.</li>
      </ul>

      <h2>2. Age</h2>
      <p>
        The minimum age is 21 with at least one year of driving experience. Our online booking form accepts drivers aged 23 to 70; if you are
        21 or 22, or older than 70, message us and we will confirm whether a suitable car is available for you.
      </p>

      <h2>3. Booking and confirmation</h2>
      <p>
        A booking made on the website is a request. It becomes a reservation when we confirm it by WhatsApp or e-mail. Unconfirmed
        reservations are cancelled automatically within 24 hours, so please message us right after booking.
      </p>

      <h2>4. Changes and cancellations</h2>
      <ul>
        <li>Changes of dates, times, locations or car and cancellations are free of charge up to 24 hours before the start of the rental.</li>
        <li>Changes within 24 hours of the start depend on availability; we always try to help.</li>
        <li>Returning the car earlier than agreed does not change the price of the days booked at the agreed rate.</li>
      </ul>

      <h2>5. Payment and deposits</h2>
      <ul>
        <li>There is no deposit. Nothing is blocked on your card.</li>
        <li>The full rental price is paid on the first day of the rental, at pickup, in cash (GEL, EUR or USD) or by card.</li>
        <li>Prices include taxes, unlimited mileage and 24/7 roadside support. Delivery fees between cities and optional extras are shown before you book.</li>
        <li>Traffic and parking fines issued during the rental are paid by the customer. All police fines are paid by the customer.</li>
      </ul>

      <h2>6. Insurance</h2>
      <p>Every car carries compulsory third-party liability cover of up to 50,000 USD. For damage to the rented car you choose one of three options at booking:</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Price</th>
            <th scope="col">What you pay after damage</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Decline Protection</td>
            <td>Free</td>
            <td>All damage, up to 15,000 EUR.</td>
          </tr>
          <tr>
            <td>Standard Dependable</td>
            <td>10 EUR per day</td>
            <td>Nothing on paved roads; off-road damage up to 5,000 EUR.</td>
          </tr>
          <tr>
            <td>Full Insurance</td>
            <td>30 EUR per day</td>
            <td>Nothing, on paved and off-road roads.</td>
          </tr>
        </tbody>
      </table>
      <p>
        No option covers damage caused by driving under the influence of alcohol or drugs, speeding or reckless driving. Tyres damaged
        off-road are replaced at cost (an off-road tyre costs about 95 EUR) unless you chose Full Insurance.
      </p>

      <h2>7. Cross-border rentals</h2>
      <ul>
        <li>Travel abroad is allowed to Armenia only. Turkey, Azerbaijan and Russia are not allowed.</li>
        <li>Crossing into Armenia needs a notarised permission from us. It costs 90 EUR and takes one working day to prepare, so tell us when you book.</li>
        <li>Pickup and drop-off must be in Georgia (Tbilisi, Kutaisi or Batumi).</li>
        <li>Armenian compulsory car insurance is bought at the border by the driver.</li>
      </ul>

      <h2>8. Pickup, return and late arrival</h2>
      <ul>
        <li>We deliver the car to the airport or your hotel at the agreed time and collect it the same way.</li>
        <li>Please be on time. If you arrive more than 20 minutes after the agreed time without letting us know, a late-arrival charge of 50 EUR applies.</li>
        <li>Flight delays are not charged when you give us your flight number: we follow your arrival.</li>
        <li>The car is returned with the same fuel level as at pickup, unless you chose prepaid fuel.</li>
      </ul>

      <h2>9. Use of the car</h2>
      <ul>
        <li>No smoking in the cars. No racing, towing or driving on closed roads.</li>
        <li>Off-road driving is allowed with our 4x4 cars on tracks that are open to traffic; the Hyundai Elantra is for paved roads only.</li>
        <li>In case of an accident call the police (112) and us at once, and do not move the car before the police arrive.</li>
      </ul>

      <h2>10. Changes to these terms</h2>
      <p>We may update these terms. The version published on this page when you confirm a booking applies to that booking.</p>
    </ContentLayout>
  );
}
