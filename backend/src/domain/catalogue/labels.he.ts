import type { CatalogueLabels } from './labels.js';

/** The names of the cities, insurance options and services in Hebrew (a type import only: the site's build reads this file as data). */
export const LABELS: CatalogueLabels = {
  location: { tbilisi: 'טביליסי', batumi: 'בטומי', kutaisi: 'כותאיסי' },
  insurance: { minimum: 'ללא כיסוי', standard: 'כיסוי סטנדרטי', enhanced: 'ביטוח מלא' },
  service: {
    prepaidFuel: 'דלק בתשלום מראש',
    roadAssistance: 'שירותי דרך',
    babySeat: 'מושב בטיחות לתינוק',
    crossBorderArmenia: 'נסיעה לארמניה',
    carRoofTent: 'אוהל גג',
    campingEquipment: 'ציוד קמפינג',
    prepaidCarWash: 'שטיפת רכב בתשלום מראש',
  },
};
