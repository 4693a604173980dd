import { useContent } from '@/i18n/page-content';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  const c = useContent('privacy');
  return <LegalPage content={c} path="/privacy-policy" values={{ effectiveDate: c.effectiveDate }} />;
}
