import type { CatalogueLabels } from './labels.js';

/** The names of the cities, insurance options and services in Russian (a type import only: the site's build reads this file as data). */
export const LABELS: CatalogueLabels = {
  location: { tbilisi: 'Тбилиси', batumi: 'Батуми', kutaisi: 'Кутаиси' },
  insurance: { minimum: 'Без защиты', standard: 'Стандартная защита', enhanced: 'Полная страховка' },
  service: {
    prepaidFuel: 'Предоплаченное топливо',
    roadAssistance: 'Помощь на дороге',
    babySeat: 'Детское кресло',
    crossBorderArmenia: 'Выезд в Армению',
    carRoofTent: 'Палатка на крышу',
    campingEquipment: 'Туристическое снаряжение',
    prepaidCarWash: 'Предоплаченная мойка',
  },
};
