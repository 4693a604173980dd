import { appConfig } from './config';

/** The brand name as a URL slug, used for the About anchor (`about-<slug>`). */
export function brandSlug(name = appConfig.brandName): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'us';
}
