import type { InsuranceType } from '../booking/insurance.js';
import type { AgreementText } from './agreement-text.types.js';

/** What the customer pays after damage to the car, by chosen cover. */
const COVER: Record<InsuranceType, string> = {
  minimum: 'The customer pays for all damage to the car, up to 15,000 EUR.',
  standard: 'The customer pays nothing for damage on paved roads; damage off the asphalt is paid by the customer, up to 5,000 EUR.',
  enhanced: 'The customer pays nothing for damage on paved roads or off-road.',
};

/** The rental agreement in English (the other languages say the same). */
export const EN_AGREEMENT_TEXT: AgreementText = {
  locale: 'en',
  intlLocale: 'en-GB',
  dir: 'ltr',
  title: 'Car rental agreement',
  headings: {
    customer: 'Customer',
    rental: 'Car and rental',
    price: 'Price',
    policies: 'Terms',
    handover: 'Handover',
    signature: 'Signature',
  },
  labels: {
    reference: 'Booking reference',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    driverAge: 'Driver age',
    car: 'Car',
    unit: 'Number plate',
    pickup: 'Pickup',
    return: 'Return',
    days: 'Rental period',
    insurance: 'Insurance',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Price',
    amount: 'Amount',
    total: 'Total',
    handoverAt: 'Handed over',
    staff: 'Handed over by',
    odometer: 'Odometer',
    fuel: 'Fuel',
    damage: 'Damage notes',
    customerSignature: "Customer's signature",
  },
  missing: { unit: 'assigned at handover', damage: 'None noted', signature: 'Not signed' },
  priceLine: {
    car: (car) => `${car} rental`,
    delivery: (from, to) => `Delivery fee (${from} to ${to})`,
    insurance: (name) => `Insurance: ${name}`,
  },
  km: (n) => `${n} km`,
  money: (n) => `${n} EUR`,
  policies: {
    lateArrival: {
      title: 'Late arrival',
      text: 'Please be at the pickup place at the agreed time. Arriving more than 20 minutes late without telling us costs 50 EUR. Flight delays are not charged when we have the flight number.',
    },
    insurance: (chosen, label) => ({
      title: 'Insurance',
      text: `Chosen cover: ${label}. ${chosen ? `${COVER[chosen]} ` : ''}Every car has third-party liability cover up to 50,000 USD. No cover applies to damage caused by driving under the influence of alcohol or drugs, speeding or reckless driving. Tyres damaged off-road are paid at cost (about 95 EUR each) unless Full Insurance was chosen.`,
    }),
    crossBorder: (included, fee) => ({
      title: 'Cross-border travel',
      text: `The car may leave Georgia for Armenia only, with our notarised permission (${fee} EUR, one working day to prepare); Turkey, Azerbaijan and Russia are not allowed. Pickup and return are in Georgia. ${
        included ? 'This rental includes the permission for Armenia; the driver buys the Armenian compulsory insurance at the border.' : 'This rental does not include the permission: the car stays in Georgia.'
      }`,
    }),
    fuel: (prepaid, eighths) => ({
      title: 'Fuel',
      text: prepaid
        ? 'Prepaid fuel is part of this rental: the car may be returned at any fuel level.'
        : `Same to same: the car is returned with the fuel level it had at handover (${eighths}).`,
    }),
  },
  declaration:
    'By signing, the customer confirms receiving the car with the readings above and accepts this agreement and the terms of service. No deposit is taken; the full price is paid on the first rental day and includes taxes, unlimited mileage and 24/7 support.',
  page: (n, of) => `Page ${n} of ${of}`,
};
