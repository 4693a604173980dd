import type { CatalogueLabels } from './labels.js';

/** The names of the cities, insurance options and services in Arabic (a type import only: the site's build reads this file as data). */
export const LABELS: CatalogueLabels = {
  location: { tbilisi: 'تبليسي', batumi: 'باتومي', kutaisi: 'كوتايسي' },
  insurance: { minimum: 'بدون حماية', standard: 'الحماية القياسية', enhanced: 'التأمين الشامل' },
  service: {
    prepaidFuel: 'الوقود المدفوع مسبقًا',
    roadAssistance: 'المساعدة على الطريق',
    babySeat: 'مقعد أطفال',
    crossBorderArmenia: 'السفر إلى أرمينيا',
    carRoofTent: 'خيمة سقف السيارة',
    campingEquipment: 'معدات التخييم',
    prepaidCarWash: 'غسيل السيارة المدفوع مسبقًا',
  },
};
