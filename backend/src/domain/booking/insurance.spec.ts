import { DEFAULT_INSURANCE, INSURANCE_OPTIONS, findInsurance, isInsuranceType } from './insurance.js';

describe('insurance options (docs/product.md §6)', () => {
  it.each([
    ['minimum', 'Decline Protection', 'No protection. The owner pays all damage, up to 15,000 EUR.', false],
    ['standard', 'Standard Dependable', 'Zero out of pocket on paved roads only. Off-road damage is paid by the customer up to 5,000 EUR.', true],
    ['enhanced', 'Full Insurance', 'Zero out of pocket on paved and off-road roads.', true],
  ])('%s: %s (its price is the price tables\')', (value, label, coverage, hasExclusions) => {
    const option = findInsurance(value)!;
    expect(option).toMatchObject({ value, label, coverage });
    expect(option).not.toHaveProperty('pricePerDay');
    expect(option.description.length).toBeGreaterThan(40);
    expect(option.bullets.length).toBeGreaterThanOrEqual(2);
    expect(option.exclusions).toEqual(hasExclusions ? ['drunk driving', 'substances', 'speeding', 'reckless driving'] : []);
  });

  it('has three options, minimum by default', () => {
    expect(INSURANCE_OPTIONS.map((o) => o.value)).toEqual(['minimum', 'standard', 'enhanced']);
    expect(DEFAULT_INSURANCE).toBe('minimum');
  });

  it.each([['premium'], [''], [undefined], ['Standard']])('%j is not an insurance type', (v) => {
    expect(isInsuranceType(v)).toBe(false);
    expect(findInsurance(v)).toBeUndefined();
  });
});
