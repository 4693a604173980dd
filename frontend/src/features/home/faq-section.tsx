import { useId, useState, type CSSProperties } from 'react';
import { Title } from '@mantine/core';
import { priceValues } from '@domain/pricing/price-values.js';
import { PageContainer } from '@/components/page-container';
import { fill } from '@/i18n/content/rich';
import { useContent } from '@/i18n/page-content';
import { usePriceTables } from '@/lib/site-context';

const CHEVRON =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

/**
 * The questions as an accordion with Mantine's Accordion markup and classes (its stylesheet is
 * loaded with the others), written here because the component's JavaScript (Accordion, Collapse,
 * their hooks) cost the home page about 4 kB for one open answer at a time.
 */
export function FaqSection() {
  const { faq } = useContent('home');
  // The prices the answers name ({armeniaFee}, {prepaidFuel}, ...): the price tables'.
  const values = priceValues(usePriceTables());
  const [open, setOpen] = useState<string | null>('license');
  const id = `mantine-${useId()}`;
  return (
    <section id="faq" aria-labelledby="faq-title" data-section="faq" style={{ background: '#f3f8f7', scrollMarginTop: 16 }}>
      <PageContainer py={{ base: 48, md: 72 }} size={860}>
        <Title order={2} id="faq-title" ta="center" fz={{ base: 28, md: 36 }} mb={32}>
          {faq.title}
        </Title>
        {/* Every answer is in the server's HTML (search engines, visitors without JavaScript, for
            whom the closed ones are shown by the style below). */}
        <noscript>
          <style>{'#faq .mantine-Accordion-panel{display:block!important;height:auto!important;opacity:1!important}'}</style>
        </noscript>
        <div
          style={{ '--accordion-chevron-size': 'auto', '--accordion-radius': 'var(--mantine-radius-md)' } as CSSProperties}
          className="m_9bdbb667 mantine-Accordion-root"
          data-variant="separated"
          id={id}
          data-accordion="true"
        >
          {faq.items.map((item) => {
            const active = open === item.id;
            const control = `${id}-control-${item.id}`;
            const panel = `${id}-panel-${item.id}`;
            return (
              <div key={item.id} style={{ background: '#fff' }} className="m_9f59b069 m_9bd7b098 mantine-Accordion-item" data-active={active || undefined}>
                <button
                  className="mantine-focus-auto m_4ba585b8 mantine-Accordion-control m_87cf2631 mantine-UnstyledButton-root"
                  data-accordion-control="true"
                  data-active={active || undefined}
                  data-chevron-position="right"
                  type="button"
                  aria-expanded={active}
                  aria-controls={panel}
                  id={control}
                  onClick={() => setOpen(active ? null : item.id)}
                >
                  <span className="m_3f35ae96 mantine-Accordion-chevron" data-rotate={active || undefined} data-position="right">
                    <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={{ width: 'calc(1rem * var(--mantine-scale))', height: 'calc(1rem * var(--mantine-scale))', display: 'block' }}>
                      <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
                    </svg>
                  </span>
                  <span className="m_df3ffa0f mantine-Accordion-label">
                    <strong>{item.question}</strong>
                  </span>
                </button>
                <div
                  style={active ? { boxSizing: 'border-box', opacity: 1, transition: 'opacity 200ms ease' } : { boxSizing: 'border-box', opacity: 0, display: 'none', height: 0, overflow: 'hidden' }}
                  className="m_df78851f mantine-Accordion-panel"
                  role="region"
                  id={panel}
                  aria-labelledby={control}
                  aria-hidden={!active}
                  inert={!active || undefined}
                >
                  <div className="m_4ba554d4 mantine-Accordion-content">{fill(item.answer, values)}</div>
                </div>
              </div>
            );
          })}
        </div>
      </PageContainer>
    </section>
  );
}
