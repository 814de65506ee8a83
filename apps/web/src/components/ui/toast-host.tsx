import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_TIMEOUT_MS } from '@abhyas/domain';
import { onToastHostWanted, toastHostWanted } from '../../lib/toast.ts';

const Notifications = lazy(async () => {
  const [mod] = await Promise.all([import('@mantine/notifications'), import('@mantine/notifications/styles.css')]);
  return { default: mod.Notifications };
});

/** Mounts Mantine's notification host (bottom centre, 5000 ms) once the first toast is requested. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastHostWanted, toastHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-center" autoClose={TOAST_TIMEOUT_MS} limit={3} />
    </Suspense>
  );
}
