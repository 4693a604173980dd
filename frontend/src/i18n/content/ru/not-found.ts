import type { NotFoundContent } from '../types';

export const notFoundContent: NotFoundContent = {
  meta: {
    title: 'Страница не найдена | {brand}',
    description: 'Страница, которую вы ищете, не существует или была перемещена.',
  },
  heading: 'Страница не найдена',
  text: 'Страница, которую вы ищете, не существует или была перемещена.',
  homeButton: 'На главную',
};
