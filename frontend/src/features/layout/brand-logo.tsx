import { Link } from 'react-router-dom';
import { useLocalePath, useT } from '@/i18n/i18n';
import { appConfig } from '@/lib/config';

/** The logo: a mountain-and-road mark with the brand name; links to the home page. */
export function BrandLogo({ light = false }: { light?: boolean }) {
  const color = light ? '#fff' : '#0b3d3a';
  const t = useT();
  const lp = useLocalePath();
  return (
    <Link to={lp('/')} aria-label={t('logo.home', { brand: appConfig.brandName })} style={{ display: 'inline-flex', alignItems: 'center', gap: 10, textDecoration: 'none', color }}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="11" fill={light ? 'rgba(255,255,255,0.16)' : '#0b3d3a'} />
        <path d="M5 29 15 14l5 7 4-5 11 13Z" fill="#f2b84b" />
        <path d="M15 14l3 4.5-3 .5-2.5-1.5Z" fill="#fff" />
        <path d="M19 34c1-5 3-7 6-9" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" fill="none" />
      </svg>
      <span style={{ fontWeight: 800, fontSize: 19, letterSpacing: '-0.01em', lineHeight: 1.1 }}>{appConfig.brandName}</span>
    </Link>
  );
}
