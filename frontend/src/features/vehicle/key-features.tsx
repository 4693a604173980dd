import type { Vehicle } from '@domain/catalogue/fleet.js';
import { CheckIcon } from '@/components/icons';
import { useT } from '@/i18n/i18n';
import { vehicleSpecs } from './vehicle-text';

/**
 * A car's Key Features with a check before each, unlimited mileage last: in the app's overlay and in
 * the server's plain one (features/showcase/car-dialogs.tsx), each with its own class for the list.
 */
export function KeyFeatureList({ vehicle, className }: { vehicle: Vehicle; className: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {[...vehicleSpecs(vehicle, t), t('overlay.unlimited')].map((s) => (
        <li key={s}>
          <CheckIcon size={18} strokeWidth={3} />
          {s}
        </li>
      ))}
    </ul>
  );
}
