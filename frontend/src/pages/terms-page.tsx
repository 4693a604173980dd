import { TermsPage } from '@/features/content/terms-content';

export { TermsPage };
