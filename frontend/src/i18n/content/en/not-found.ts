import type { NotFoundContent } from '../types';

export const notFoundContent: NotFoundContent = {
  meta: {
    title: 'Page Not Found | {brand}',
    description: "The page you're looking for doesn't exist or has been moved.",
  },
  heading: 'Page Not Found',
  text: "The page you're looking for doesn't exist or has been moved.",
  homeButton: 'Go to Homepage',
};
