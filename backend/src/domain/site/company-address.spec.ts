import { companyAddresses, DEFAULT_COMPANY_ADDRESSES } from './company-address.js';

const settings = (env: Record<string, string>) => (name: string) => env[name];

describe('the company address in each language', () => {
  it('without settings, the placeholder as each language writes it', () => {
    expect(companyAddresses(settings({}))).toEqual(DEFAULT_COMPANY_ADDRESSES);
    expect(DEFAULT_COMPANY_ADDRESSES.ru).toMatch(/\p{Script=Cyrillic}/u);
    expect(DEFAULT_COMPANY_ADDRESSES.he).toMatch(/\p{Script=Hebrew}/u);
    expect(DEFAULT_COMPANY_ADDRESSES.ar).toMatch(/\p{Script=Arabic}/u);
    for (const l of ['ru', 'he', 'ar'] as const) expect(DEFAULT_COMPANY_ADDRESSES[l]).not.toMatch(/[A-Za-z]/);
  });

  it('COMPANY_ADDRESS for every language, COMPANY_ADDRESS_<LANG> for one', () => {
    expect(companyAddresses(settings({ COMPANY_ADDRESS: '5 Marjanishvili St', COMPANY_ADDRESS_AR: '5 شارع مارجانيشفيلي' }))).toEqual({
      en: '5 Marjanishvili St',
      ru: '5 Marjanishvili St',
      he: '5 Marjanishvili St',
      ar: '5 شارع مارجانيشفيلي',
    });
  });
});
