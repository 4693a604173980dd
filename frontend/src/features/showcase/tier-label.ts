import type { MessageId, MessageValues } from '@/i18n/i18n';

/** "1-3 days", "14+ days" in the page's language, from the domain's tier label. */
export function tierLabel(tier: { label: string }, t: (id: MessageId, values?: MessageValues) => string): string {
  const range = /^(\d+)-(\d+)/.exec(tier.label);
  if (range) return t('car.tierRange', { min: Number(range[1]), max: Number(range[2]) });
  const open = /^(\d+)\+/.exec(tier.label);
  return open ? t('car.tierOpen', { min: Number(open[1]) }) : tier.label;
}
