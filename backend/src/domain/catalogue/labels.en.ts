import type { CatalogueLabels } from './labels.js';

/**
 * The names of the cities, insurance options and services in English: the catalogue's own
 * spelling (docs/product.md §3, §4, §6), which the booking's price lines and the API use (a type import only:
 * the site's build reads this file as data).
 */
export const LABELS: CatalogueLabels = {
  location: { tbilisi: 'Tbilisi', batumi: 'Batumi', kutaisi: 'Kutaisi' },
  insurance: { minimum: 'Decline Protection', standard: 'Standard Dependable', enhanced: 'Full Insurance' },
  service: {
    prepaidFuel: 'Prepaid Fuel',
    roadAssistance: 'Roadside Assistance',
    babySeat: 'Baby Seat',
    crossBorderArmenia: 'Cross Border to Armenia',
    carRoofTent: 'Car Roof Tent',
    campingEquipment: 'Camping Equipment',
    prepaidCarWash: 'Prepaid Car Wash',
  },
};
