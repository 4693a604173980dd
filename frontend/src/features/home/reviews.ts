/** Reviews shown in the carousel (id, name, rating 1-5, text, relative date). */
export interface Review {
  id: number;
  name: string;
  rating: number;
  text: string;
  date: string;
}

export const REVIEWS: readonly Review[] = [
  { id: 1, name: 'Sophie Laurent', rating: 5, date: '2 weeks ago', text: 'The car was waiting for us at Tbilisi airport at 4 am, clean and full. No deposit, no surprises on the price. We drove to Kazbegi and Signagi without a single problem.' },
  { id: 2, name: 'Daniel Weber', rating: 5, date: '1 month ago', text: 'Rented the FJ Cruiser for Vashlovani. Giorgi explained the route and the permits in detail and even lent us a second spare tyre. Unforgettable trip.' },
  { id: 3, name: 'Aylin Demir', rating: 5, date: '1 month ago', text: 'Very easy booking on WhatsApp, replies within minutes. Picked up in Kutaisi, returned in Batumi. The 4Runner was perfect for the mountain roads in Svaneti.' },
  { id: 4, name: 'Tom Brennan', rating: 4, date: '2 months ago', text: 'Good car, fair price and friendly people. The hand-over at the hotel took a little longer than planned, but they called ahead to let us know.' },
  { id: 5, name: 'Marta Kowalska', rating: 5, date: '2 months ago', text: 'We were seven people and the Suburban fitted all of us and our bags. Free second driver made the long drives much easier. Highly recommended.' },
  { id: 6, name: 'Ivan Petrov', rating: 5, date: '3 months ago', text: 'They arranged the papers for Armenia in one day. Crossing at Sadakhlo was smooth, the border officers only checked the notary permission.' },
  { id: 7, name: 'Hannah Cohen', rating: 5, date: '4 months ago', text: 'Honest company. The price I saw on the website was exactly what I paid on the first day. The Forester handled snow on the way to Gudauri very well.' },
  { id: 8, name: 'Luca Romano', rating: 5, date: '5 months ago', text: 'Roof tent and camping gear were in great condition. We slept under the stars in the desert. Would rent again in a heartbeat.' },
  { id: 9, name: 'Emily Carter', rating: 5, date: '6 months ago', text: 'The Elantra was economical and comfortable for our wine tour in Kakheti. Clear instructions, quick replies, and a warm welcome in Tbilisi.' },
];

/** The average rating shown in the section heading. */
export const AVERAGE_RATING = Math.round((REVIEWS.reduce((s, r) => s + r.rating, 0) / REVIEWS.length) * 10) / 10;
