import { COMPANY_FOUNDED_YEAR, yearsInBusiness } from './company.js';

describe('years in business', () => {
  it.each([
    ['2025-12-31', 13],
    ['2026-01-01', 14],
    ['2026-11-29', 14],
    ['2030-06-01', 18],
  ])('on %s: %i', (today, years) => {
    expect(yearsInBusiness(today)).toBe(years);
  });
  it('the company started in 2012', () => expect(COMPANY_FOUNDED_YEAR).toBe(2012));
});
