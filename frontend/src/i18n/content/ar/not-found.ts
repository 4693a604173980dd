import type { NotFoundContent } from '../types';

export const notFoundContent: NotFoundContent = {
  meta: {
    title: 'الصفحة غير موجودة | {brand}',
    description: 'الصفحة التي تبحثون عنها غير موجودة أو تم نقلها.',
  },
  heading: 'الصفحة غير موجودة',
  text: 'الصفحة التي تبحثون عنها غير موجودة أو تم نقلها.',
  homeButton: 'الذهاب إلى الصفحة الرئيسية',
};
