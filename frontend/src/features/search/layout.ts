/** Wide screens get the pill-shaped search; smaller ones the stacked card (SPEC §2), by CSS alone. */
export const WIDE_QUERY = '(min-width: 768px)';
