/**
 * Toasts (platform.md §2.4: bottom centre, 5000 ms, with a close text and an action text). The
 * toast machinery (Mantine notifications) is fetched with the first toast, so pages that never show
 * one do not download it.
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

/** A toast's action (platform.md §2.4 "action text"): a text button that runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastData extends Omit<NotificationData, 'message'> {
  message: string;
  /** The action text; without it the toast only has its close text. */
  action?: ToastAction;
}

let nextId = 0;

/** Shows a toast with its close text ("Close", translated) and its optional action text; resolves when it is queued. */
export async function showToast(data: ToastData): Promise<void> {
  if (!hostWanted) {
    hostWanted = true;
    for (const l of listeners) l();
  }
  const [{ notifications }, { toastBody }] = await Promise.all([import('@mantine/notifications'), import('../components/ui/toast-body.tsx')]);
  const { action, message, ...rest } = data;
  nextId += 1;
  const id = rest.id ?? `toast-${String(nextId)}`;
  notifications.show({ ...rest, id, withCloseButton: false, message: toastBody({ message, action, onClose: () => notifications.hide(id) }) });
}
