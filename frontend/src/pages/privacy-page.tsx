import { PrivacyPage } from '@/features/content/privacy-content';

export { PrivacyPage };
