import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconConfetti, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { answerSealOf, sealUntilText } from '../../../lib/answer-seal.ts';

/** The shape of the question screen while the session starts or the next question loads. */
export function PracticeSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" data-testid="practice-loading">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Skeleton h={16} w={120} />
            <Skeleton h={28} w={80} radius="xl" />
          </Group>
          <Skeleton h={6} />
          <Skeleton h={14} mt="sm" />
          <Skeleton h={14} />
          <Skeleton h={14} w="60%" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={44} radius="md" />
          ))}
        </Stack>
      </Card>
      <Group justify="flex-end">
        <Skeleton h={42} w={140} radius="md" />
      </Group>
    </Stack>
  );
}

/** The message of a failed practice call (learning.md §8): no internet, session expired, not found, or a server error. */
export function practiceErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'error.generic';
  if (error.status === 0) return 'error.network';
  if (error.status === 401 || error.status === 403) return 'error.sessionExpired';
  if (error.status === 404 || error.status === 400) return 'error.notFound';
  return 'error.server';
}

/**
 * The message of a practice call refused because its questions are sealed by a test (409
 * ANSWER_KEY_SEALED, decision 017): the test being taken, or when a scheduled test publishes; null
 * for any other error.
 */
export function useSealedMessage(error: unknown): string | null {
  const { t, i18n } = useTranslation('practice');
  const seal = answerSealOf(error);
  if (!seal) return null;
  return seal.reason === 'open_session'
    ? t('error.sealedOpen', { test: seal.testName })
    : t('error.sealedScheduled', { test: seal.testName, time: sealUntilText(seal, i18n.language) });
}

/** A failed start or question fetch: the §8 message (or why its questions are sealed) and Try again. */
export function PracticeError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('practice');
  const sealed = useSealedMessage(error);
  return (
    <Card withBorder radius="md" p="xl" data-testid="practice-error">
      <Stack gap="md" align="flex-start">
        <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />} role="alert" w="100%" title={t('error.title')}>
          {sealed ?? t(practiceErrorKey(error))}
        </Alert>
        <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Card>
  );
}

/** 204: every question of the chapter is done (learning.md §8 "contentExhausted"). */
export function ExhaustedState({ onSummary, backHref, backLabel }: { onSummary: (() => void) | null; backHref: string; backLabel: string }) {
  const { t } = useTranslation('practice');
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="practice-exhausted">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light">
          <IconConfetti size={36} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('exhausted.title')}
        </Title>
        <Text maw={460}>{t('exhausted.body')}</Text>
        <Group justify="center">
          {onSummary && <Button onClick={onSummary}>{t('exhausted.summary')}</Button>}
          <Button component={InternalLink} href={backHref} variant="default">
            {backLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
