/**
 * Toasts (platform.md §2.4: bottom centre, 5000 ms). The toast machinery (Mantine notifications)
 * is fetched with the first toast, so pages that never show one do not download it.
 */
import type { NotificationData } from '@mantine/notifications';

type Listener = () => void;
const listeners = new Set<Listener>();
let hostWanted = false;

/** True once a toast was asked for: the host component mounts from then on. */
export const toastHostWanted = (): boolean => hostWanted;

export function onToastHostWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; resolves when it is queued. */
export async function showToast(data: NotificationData): Promise<void> {
  if (!hostWanted) {
    hostWanted = true;
    for (const l of listeners) l();
  }
  const { notifications } = await import('@mantine/notifications');
  notifications.show(data);
}
