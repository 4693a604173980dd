import type { NotFoundContent } from '../types';

export const notFoundContent: NotFoundContent = {
  meta: {
    title: 'הדף לא נמצא | {brand}',
    description: 'הדף שחיפשתם אינו קיים או שהועבר למקום אחר.',
  },
  heading: 'הדף לא נמצא',
  text: 'הדף שחיפשתם אינו קיים או שהועבר למקום אחר.',
  homeButton: 'לדף הבית',
};
