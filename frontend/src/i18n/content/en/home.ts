import type { HomeContent } from '../types';

export const homeContent: HomeContent = {
  meta: {
    title: '{brand}: 4x4 Car Rental in Tbilisi, Kutaisi and Batumi',
    description:
      'Rent a 4x4 or city car in Georgia with no deposit, unlimited mileage and a free second driver. Airport and hotel delivery in Tbilisi, Kutaisi and Batumi; trips to Armenia allowed. See the total price for your dates.',
  },
  hero: {
    title: 'Rent a 4x4 in Georgia',
    lead: 'Pick up in Tbilisi, Kutaisi or Batumi, at the airport or your hotel. See the total price for your dates now, pay nothing until the first day.',
  },
  howItWorks: {
    title: 'How It Works',
    subtitle: 'Three steps from search to keys in hand.',
    stepLabel: 'Step {n}',
    steps: [
      {
        title: 'Choose Dates & Car',
        text: 'Enter where and when you want to pick up and return the car, compare the total prices and press Book Now.',
      },
      {
        title: 'Get Confirmation',
        text: 'Send us a WhatsApp message after booking. We confirm availability and the final price within the hour, usually much faster.',
      },
      {
        title: 'Pick Up Your Car',
        text: 'Collect the car at the airport or your hotel in Tbilisi, Kutaisi or Batumi. Pay on the first day, no deposit.',
      },
    ],
  },
  about: {
    title: 'About {brand}',
    text: 'We are a family-run rental company from Tbilisi. Since 2012 we have handed keys to travellers from all over the world, from city breaks in Batumi to camping trips in Vashlovani and Tusheti. Every car is serviced by our own mechanic before each rental, and you talk to the same small team from the first message to the return.',
    stats: [
      { value: '20+', label: 'Vehicles Available' },
      { value: '99%', label: 'Customer Satisfaction' },
      { value: '13', label: 'Years in Business' },
    ],
    teamTitle: 'Meet the team',
    portraitAlt: 'Portrait of {name}',
    positions: [
      'Founder & Fleet Manager',
      'Customer Care Lead',
      'Off-road Guide & Mechanic',
      'Reservations, Kutaisi',
      'Airport Delivery, Tbilisi',
      'Reservations, Batumi',
    ],
  },
  reviews: {
    title: 'What travellers say on Google',
    average: '{rating} out of 5',
    source: '· Google Reviews',
    starsLabel: '{rating} out of 5 stars',
    items: [
      { id: 1, date: '2 weeks ago', text: 'The car was waiting for us at Tbilisi airport at 4 am, clean and full. No deposit, no surprises on the price. We drove to Kazbegi and Signagi without a single problem.' },
      { id: 2, date: '1 month ago', text: 'Rented the FJ Cruiser for Vashlovani. Giorgi explained the route and the permits in detail and even lent us a second spare tyre. Unforgettable trip.' },
      { id: 3, date: '1 month ago', text: 'Very easy booking on WhatsApp, replies within minutes. Picked up in Kutaisi, returned in Batumi. The 4Runner was perfect for the mountain roads in Svaneti.' },
      { id: 4, date: '2 months ago', text: 'Good car, fair price and friendly people. The hand-over at the hotel took a little longer than planned, but they called ahead to let us know.' },
      { id: 5, date: '2 months ago', text: 'We were seven people and the Suburban fitted all of us and our bags. Free second driver made the long drives much easier. Highly recommended.' },
      { id: 6, date: '3 months ago', text: 'They arranged the papers for Armenia in one day. Crossing at Sadakhlo was smooth, the border officers only checked the notary permission.' },
      { id: 7, date: '4 months ago', text: 'Honest company. The price I saw on the website was exactly what I paid on the first day. The Forester handled snow on the way to Gudauri very well.' },
      { id: 8, date: '5 months ago', text: 'Roof tent and camping gear were in great condition. We slept under the stars in the desert. Would rent again in a heartbeat.' },
      { id: 9, date: '6 months ago', text: 'The Elantra was economical and comfortable for our wine tour in Kakheti. Clear instructions, quick replies, and a warm welcome in Tbilisi.' },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    items: [
      {
        id: 'license',
        question: 'What driving license do I need?',
        answer:
          'A valid national driving licence in the Latin alphabet is accepted in Georgia. If your licence uses another alphabet (for example Cyrillic, Arabic or Chinese), bring an International Driving Permit together with it. The driver must be at least 21 years old and have held the licence for at least one year; our online booking form accepts drivers aged 23 to 70.',
      },
      {
        id: 'deposit',
        question: 'Do you take a deposit?',
        answer:
          'No. There is no deposit and nothing is blocked on your card. You pay the full rental price on the first day of the rental, in cash or by card. Prices include taxes, unlimited mileage and 24/7 roadside support.',
      },
      {
        id: 'fuel',
        question: 'What is the fuel policy?',
        answer:
          'Same to same: you receive the car with a fuel level and return it with the same level. If you would rather not look for a petrol station before your flight, add prepaid fuel ({prepaidFuel} EUR) when you book and return the car at any level. All our cars run on petrol.',
      },
      {
        id: 'borders',
        question: 'Can I cross the border with the car?',
        answer:
          'Yes, to Armenia. Crossing needs a notarised permission from us, which costs {armeniaFee} EUR and takes one working day to prepare, so tell us at booking. Pickup and drop-off must be in Georgia. Travel to Turkey, Azerbaijan and Russia is not allowed with our cars.',
      },
    ],
  },
};
