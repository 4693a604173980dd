import { CheckIcon } from '@/components/icons';
import classes from './header-search.module.css';

export const BENEFITS = ['No Deposit', 'Unlimited Mileage', 'Free Second Driver', 'Cross Border to Armenia'] as const;

export function BenefitBadges() {
  return (
    <ul className={classes.badges} aria-label="Included with every rental">
      {BENEFITS.map((b) => (
        <li key={b} className={classes.badge}>
          <CheckIcon size={16} strokeWidth={3} />
          {b}
        </li>
      ))}
    </ul>
  );
}
