import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A toast's action (lib/toast.ts `ToastAction`, the same shape; not imported, which would make a cycle). */
interface ToastAction {
  label: string;
  onClick: () => void;
}

interface ToastBodyProps {
  message: string;
  action?: ToastAction | undefined;
  onClose: () => void;
}

/** A toast's content (platform.md §2.4): the message, then the action text and the close text as buttons. */
function ToastBody({ message, action, onClose }: ToastBodyProps) {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="sm" c="inherit">
        {message}
      </Text>
      <Group gap={4} wrap="nowrap">
        {action && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              action.onClick();
              onClose();
            }}
          >
            {action.label}
          </Button>
        )}
        <Button variant="subtle" color="gray" size="compact-sm" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </Group>
    </Group>
  );
}

/** The element a toast shows (loaded with the toast machinery, lib/toast.ts). */
export function toastBody(props: ToastBodyProps) {
  return <ToastBody {...props} />;
}
