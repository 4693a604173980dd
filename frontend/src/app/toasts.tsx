import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';

// The toast container (with its transitions) is loaded when the first toast is shown: the pages
// without one (all but the booking wizard's) do not carry it. The store behind `notifications.show`
// is small and always there.
const Notifications = lazy(async () => ({ default: (await import('./toast-container')).Notifications }));

/** SPEC §4 Toasts: one at a time, 5 seconds. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  if (notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} autoClose={5000} position="top-right" />
    </Suspense>
  );
}
