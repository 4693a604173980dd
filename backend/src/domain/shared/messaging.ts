/**
 * A wa.me link that opens a chat on the messaging app (docs/product.md §13) with `phone` (any spelling: only
 * its digits count), with `text` prefilled when given: the one way the site, the e-mails and the
 * staff pages link to a chat.
 */
export function messagingLink(phone: string, text?: string): string {
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`;
  return text === undefined ? base : `${base}?text=${encodeURIComponent(text)}`;
}

/** A phone number written the international way, "+" and its digits ("995 555 000 000" → "+995555000000"); one without digits as given. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits ? `+${digits}` : phone;
}
