import { Text } from '@mantine/core';
import { approxLari, approxLariText } from '@domain/money/approx-lari.js';
import { appConfig } from '@/lib/config';
import { useLocale } from '@/i18n/i18n';

/**
 * "≈ ₾1,640" under a total (prices in Georgia are stated in lari; EUR stays the price), at the
 * National Bank's latest EUR rate the server puts in the page's configuration; nothing without one.
 */
export function ApproxLari({ eur, size = 'sm' }: { eur: number; size?: string }) {
  const locale = useLocale();
  const rate = appConfig.eurGel;
  if (!rate || !(eur > 0)) return null;
  return (
    <Text component="span" size={size} c="gray.7" display="block" data-testid="approx-lari">
      {approxLariText(approxLari(eur, rate), locale)}
    </Text>
  );
}
