import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AuthLayout } from './auth-layout.tsx';

/** A busy or failed state of a screen that works on its own (SSO, OAuth callback). */
export function StatusPanel(props: { title: string; busy?: boolean; message: string; actions?: ReactNode }) {
  return (
    <AuthLayout title={props.title}>
      <Stack align="center" gap="md" py="md" role={props.busy ? 'status' : 'alert'} aria-live="polite">
        {props.busy ? (
          <Loader aria-hidden />
        ) : (
          <ThemeIcon color="red" variant="light" size={48} radius="xl" aria-hidden>
            <IconAlertTriangle />
          </ThemeIcon>
        )}
        <Text ta="center">{props.message}</Text>
      </Stack>
      {props.actions ? <Stack gap="sm">{props.actions}</Stack> : null}
    </AuthLayout>
  );
}

export function RetryButton({ onClick, label }: { onClick(): void; label: string }) {
  return (
    <Button onClick={onClick} fullWidth>
      {label}
    </Button>
  );
}
