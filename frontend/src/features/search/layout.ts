/** Wide screens get the pill-shaped search; smaller ones the stacked card (docs/frontend.md), by CSS alone. */
export const WIDE_QUERY = '(min-width: 768px)';
