import { expiryCutoffs, expiryRule, holdExpiresAt } from './hold-policy.js';

const created = new Date('2026-07-01T10:00:00Z');
const policy = { confirmHours: 24, unverifiedMinutes: 120 };
const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000).toISOString();

describe('holdExpiresAt: when a pending booking is cancelled unless kept or confirmed', () => {
  it.each([
    ['needs keeping, not kept', { verificationRequired: true, verifiedAt: null }, policy, at(120)],
    ['needs keeping, kept', { verificationRequired: true, verifiedAt: created }, policy, at(24 * 60)],
    ['made without e-mail', { verificationRequired: false, verifiedAt: null }, policy, at(24 * 60)],
    ['short hold off (0)', { verificationRequired: true, verifiedAt: null }, { confirmHours: 24, unverifiedMinutes: 0 }, at(24 * 60)],
    ['short hold longer than the long one', { verificationRequired: true, verifiedAt: null }, { confirmHours: 1, unverifiedMinutes: 120 }, at(60)],
  ] as const)('%s', (_what, facts, p, expected) => {
    expect(holdExpiresAt({ status: 'pending', createdAt: created, ...facts }, p)?.toISOString()).toBe(expected);
  });

  it.each(['confirmed', 'cancelled'] as const)('%s: null', (status) => {
    expect(holdExpiresAt({ status, createdAt: created, verificationRequired: true, verifiedAt: null }, policy)).toBeNull();
  });

  it('names the rule that applies', () => {
    expect(expiryRule({ verificationRequired: true, verifiedAt: null }, policy)).toBe('unverified');
    expect(expiryRule({ verificationRequired: true, verifiedAt: created }, policy)).toBe('unconfirmed');
  });
});

describe('expiryCutoffs', () => {
  const now = new Date('2026-07-02T10:00:00Z');
  it('gives both creation cutoffs; the short one is null when off', () => {
    expect(expiryCutoffs(now, policy)).toEqual({ unverified: new Date('2026-07-02T08:00:00Z'), unconfirmed: new Date('2026-07-01T10:00:00Z') });
    expect(expiryCutoffs(now, { confirmHours: 24, unverifiedMinutes: 0 }).unverified).toBeNull();
  });
});
