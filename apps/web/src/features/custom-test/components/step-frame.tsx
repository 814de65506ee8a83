import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One step of create-your-own-test: an `h2` that takes focus when the step opens (so keyboard and
 * screen-reader users land on it), the step's help, its body and the Back / Next bar.
 */
export function StepFrame({ title, help, children, footer }: { title: string; help: string; children: ReactNode; footer: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {help}
        </Text>
      </div>
      {children}
      {footer}
    </Stack>
  );
}

/** The Back / Next bar of a step: full-width buttons on phones, side by side from 480 px. */
export function StepNav({
  onBack,
  onNext,
  nextLabel,
  nextLoading = false,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  nextLoading?: boolean;
}) {
  const { t } = useTranslation('custom-test');
  return (
    <Group justify="space-between" gap="sm" mt="sm" wrap="wrap-reverse">
      {onBack ? (
        <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={16} aria-hidden="true" />} flex={{ base: 1, xs: 0 }}>
          {t('nav.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={onNext} loading={nextLoading} rightSection={<IconArrowRight size={16} aria-hidden="true" />} flex={{ base: 1, xs: 0 }}>
        {nextLabel ?? t('nav.next')}
      </Button>
    </Group>
  );
}

/** The loading shape of the create flow: a stepper bar and three subject cards. */
export function StepSkeleton() {
  const { t } = useTranslation('custom-test');
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{t('error.loading')}</VisuallyHidden>
      <Skeleton h={28} w="60%" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={64} radius="md" />
      ))}
    </Stack>
  );
}

/** A red alert with a title and text, and an optional action (Try again, Change chapters…). */
export function ProblemAlert({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        {action}
      </Stack>
    </Alert>
  );
}

/** Try-again button for failed loads. */
export function RetryButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('custom-test');
  return (
    <Button size="sm" variant="white" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onClick}>
      {t('error.retry')}
    </Button>
  );
}

/** A quiet card for an empty list. */
export function QuietCard({ children }: { children: ReactNode }) {
  return (
    <Card padding="md" bg="gray.0">
      <Text size="sm" component="div">
        {children}
      </Text>
    </Card>
  );
}
