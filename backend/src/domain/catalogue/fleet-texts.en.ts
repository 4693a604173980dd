import type { FleetTexts } from './fleet-texts.js';

/** The five fleet cars' descriptions and Key Features in English (a type import only: the site's build reads this file as data). */
export const FLEET_TEXTS: FleetTexts = {
  description: {
    'hyundai-elantra':
      'A quiet, economical sedan for the paved roads between Tbilisi, Kutaisi and Batumi. It sips fuel on the long East-West Highway, fits luggage for four in the boot, and is easy to park in the narrow streets of Old Tbilisi and on the Batumi boulevard. The best value for city breaks, wine tours in Kakheti on asphalt and day trips to Mtskheta.',
    'subaru-forester':
      'Symmetrical all-wheel drive and generous ground clearance make the Forester a confident all-rounder for Georgia. It handles the switchbacks of the Gombori Pass, the gravel tracks to Kakheti monasteries and wet winter roads to Gudauri with ease, while staying comfortable and frugal on the highway. A great choice for couples and families who want to leave the asphalt now and then.',
    'chevrolet-suburban':
      'Seven seats, a huge boot and 4x4 for big groups and families travelling together. The Suburban swallows suitcases, ski bags and camping gear for everyone, and its four-wheel drive keeps you sure-footed on the Georgian Military Road to Kazbegi and the mountain roads of Racha. Ride in comfort from the airport to the Caucasus without splitting into two cars.',
    'toyota-fj-cruiser':
      'A true off-roader built for adventure. The FJ Cruiser has a rugged body-on-frame chassis, short overhangs and low-range 4x4 for the dirt tracks of Vashlovani National Park, river crossings in Tusheti country and the rough roads of Svaneti. Add a roof tent and camping equipment and spend the night under the stars of the Georgian wilderness.',
    'toyota-4runner':
      'Legendary Toyota reliability with real off-road ability and room for five. The 4Runner is as happy cruising from Tbilisi to Batumi as it is climbing gravel passes to Mestia, Ushguli or the Abano Pass. Its high seating position, full-time 4x4 and roomy cabin make long mountain days relaxed, and it pairs perfectly with our roof tent for camping trips.',
  },
  feature: {
    seats: '{count} Seats',
    automatic: 'Automatic',
    petrol: 'Petrol',
    ac: 'A/C',
    bluetooth: 'Bluetooth',
  },
};
