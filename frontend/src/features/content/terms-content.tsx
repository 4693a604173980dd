import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { priceValues } from '@domain/pricing/price-values.js';
import { ArrowLeftIcon } from '@/components/icons';
import { useLocalePath } from '@/i18n/i18n';
import { useContent } from '@/i18n/page-content';
import { referrerPage } from '@/lib/referrer';
import { usePriceTables } from '@/lib/site-context';
import { LegalPage } from './legal-page';

export function TermsPage() {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const c = useContent('terms');
  const prices = priceValues(usePriceTables());
  // The Back button goes to the page the visitor came from (docs/frontend.md, Referrer), or to this language's home.
  const back = () => {
    const previous = referrerPage();
    void navigate(previous === '/' ? lp('/') : previous);
  };
  return (
    <LegalPage
      content={c}
      path="/terms-of-service"
      values={prices}
      actions={
        <Button variant="white" color="dark" radius="xl" mb="lg" leftSection={<ArrowLeftIcon size={18} className="flip-rtl" />} onClick={back}>
          {c.back}
        </Button>
      }
    />
  );
}
