/**
 * How many pending bookings one person or one client address may have at once (docs/product.md
 * §11). Each cap is a setting; 0 turns it off.
 */
export const DEFAULT_PENDING_PER_CONTACT = 2;
export const DEFAULT_PENDING_PER_IP = 3;

export type PendingCaps = {
  /** PENDING_PER_CONTACT: per e-mail address (any case) and per phone number (its digits). */
  perContact: number;
  /** PENDING_PER_IP: per client address (IPv6 counted per /64). */
  perIp: number;
};

/** The field a cap is reported on: the e-mail, the phone, or `client` for the address. */
export type CapField = 'customerEmail' | 'customerPhone' | 'client';

/** The keys a new booking is counted under; null where there is nothing to count. */
export type CapKeys = { email: string | null; phone: string | null; client: string | null };

/** The e-mail's key: trimmed, lower case. */
export function emailKey(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key ? key : null;
}

/** The phone's key: its digits only (`+995 555-12-34` and `995555 1234` are one number). */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits ? digits : null;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The client address's key: an IPv4 address as it is (also when written as IPv4-mapped IPv6,
 * `::ffff:1.2.3.4`); an IPv6 address by its first 64 bits (one household or phone gets a whole
 * /64, so counting single addresses would count nothing). Null for what is not an address.
 */
export function clientKey(ip: string | null | undefined): string | null {
  if (!ip) return null;
  let s = ip.trim().toLowerCase();
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (mapped) s = mapped[1];
  const v4 = IPV4.exec(s);
  if (v4) return v4.slice(1).every((p) => Number(p) <= 255) ? v4.slice(1).map(Number).join('.') : null;
  const groups = expandIpv6(s);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : null;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros; null if it is not one. */
function expandIpv6(s: string): string[] | null {
  if (!/^[0-9a-f:.]+$/.test(s) || s.split('::').length > 2) return null;
  let tail: string[] = [];
  // A trailing dotted IPv4 part counts as two groups.
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (dotted) {
    const parts = dotted[1].split('.').map(Number);
    if (parts.some((p) => p > 255)) return null;
    tail = [((parts[0] << 8) | parts[1]).toString(16), ((parts[2] << 8) | parts[3]).toString(16)];
    s = s.slice(0, -dotted[1].length);
    if (s.endsWith(':') && !s.endsWith('::')) s = s.slice(0, -1);
  }
  const [head, rest] = s.split('::') as [string, string | undefined];
  const split = (x: string) => (x ? x.split(':') : []);
  const left = split(head);
  const right = [...split(rest ?? ''), ...tail];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16).toString(16));
}

/** The keys of a booking request. */
export function capKeys(b: { customerEmail: string; customerPhone: string }, ip: string | null | undefined): CapKeys {
  return { email: emailKey(b.customerEmail), phone: phoneKey(b.customerPhone), client: clientKey(ip) };
}

/** How many pending bookings each key of a new booking already has. */
export type PendingCounts = { email: number; phone: number; client: number };

/** The first cap the new booking would go over, or null when it fits. */
export function capExceeded(counts: PendingCounts, keys: CapKeys, caps: PendingCaps): CapField | null {
  if (caps.perContact > 0 && keys.email && counts.email >= caps.perContact) return 'customerEmail';
  if (caps.perContact > 0 && keys.phone && counts.phone >= caps.perContact) return 'customerPhone';
  if (caps.perIp > 0 && keys.client && counts.client >= caps.perIp) return 'client';
  return null;
}

/** The cap on a field: how many pending bookings it may have. */
export function capOf(field: CapField, caps: PendingCaps): number {
  return field === 'client' ? caps.perIp : caps.perContact;
}

/** The API's message for each cap (English, the contract; the site shows its own words by the error's code). */
export function capMessage(field: CapField, caps: PendingCaps): string {
  const n = capOf(field, caps);
  const waiting = `${n} booking${n === 1 ? ' is' : 's are'} already waiting`;
  const whose = field === 'customerEmail' ? 'for this e-mail address' : field === 'customerPhone' ? 'for this phone number' : 'from your connection';
  return `${waiting} ${whose}. Please write to us on WhatsApp and we will confirm or change them for you.`;
}
