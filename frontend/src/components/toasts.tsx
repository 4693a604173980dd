import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';

// The toast container (with its transitions) is loaded when the first toast is shown: the pages
// without one (all but the booking wizard's) do not carry it. The store behind `notifications.show`
// is small and always there.
const loadContainer = () => import('./toast-container');
const Notifications = lazy(async () => ({ default: (await loadContainer()).Notifications }));

/** Fetches the toast container ahead of time (pages that will show a toast call it once mounted). */
export function preloadToasts(): void {
  void loadContainer();
}

/** Toasts: one at a time, 5 seconds (top-left in right-to-left languages). */
export function Toasts({ position = 'top-right' }: { position?: 'top-right' | 'top-left' }) {
  const { notifications, queue } = useNotifications();
  if (notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} autoClose={5000} position={position} />
    </Suspense>
  );
}
