import { CheckIcon } from '@/components/icons';
import { useT, type MessageId } from '@/i18n/i18n';
import classes from './header-search.module.css';

export const BENEFITS: readonly MessageId[] = ['benefits.noDeposit', 'benefits.unlimitedMileage', 'benefits.freeSecondDriver', 'benefits.crossBorder'];

export function BenefitBadges() {
  const t = useT();
  return (
    <ul className={classes.badges} aria-label={t('benefits.label')}>
      {BENEFITS.map((b) => (
        <li key={b} className={classes.badge}>
          <CheckIcon size={16} strokeWidth={3} />
          {t(b)}
        </li>
      ))}
    </ul>
  );
}
