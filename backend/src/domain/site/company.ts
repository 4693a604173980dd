/** The year the company started renting cars (the footer's "Since", the home page's years in business). */
export const COMPANY_FOUNDED_YEAR = 2012;

/** Whole calendar years since the founding, on `today` (YYYY-MM-DD, Tbilisi): 14 in 2026. */
export function yearsInBusiness(today: string): number {
  return Number(today.slice(0, 4)) - COMPANY_FOUNDED_YEAR;
}
