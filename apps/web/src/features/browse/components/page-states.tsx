import type { ReactNode } from 'react';
import { Alert, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';

/** The page frame every browse page shares: a centred container, mobile-first padding. */
export function BrowseContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {children}
    </Container>
  );
}

/** The shape of a browse page while it loads: a header, a row of chips and a grid of tiles. */
export function PageSkeleton({ tiles = 6 }: { tiles?: number }) {
  const { t } = useTranslation('browse');
  return (
    <Stack gap="lg" aria-busy="true" data-testid="page-skeleton">
      <VisuallyHidden role="status">{t('state.loading')}</VisuallyHidden>
      <Stack gap={8}>
        <Skeleton h={14} w={120} />
        <Skeleton h={32} w="70%" maw={420} />
        <Skeleton h={14} w="50%" maw={300} />
      </Stack>
      <Group gap="xs">
        {[80, 96, 72].map((w) => (
          <Skeleton key={w} h={32} w={w} radius="xl" />
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {Array.from({ length: tiles }, (_, i) => (
          <Skeleton key={i} h={104} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Skeleton of one section (a row of tiles or a list) while its data loads. */
export function SectionSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('browse');
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden role="status">{label ?? t('state.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={56} radius="md" />
      ))}
    </Stack>
  );
}

export interface QueryErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** Where the not-found state's button leads. */
  homeHref?: string;
  /** Show the not-found state whatever the error (e.g. no code in the URL). */
  notFound?: boolean;
}

/**
 * The failed-query state of a page: a 404 shows "we could not find this" with a link home; any
 * other failure explains and offers Try again (calls `onRetry`).
 */
export function QueryErrorState({ error, onRetry, homeHref = '/learn/home', notFound = false }: QueryErrorStateProps) {
  const { t } = useTranslation('browse');
  if (notFound || (isApiError(error) && error.status === 404)) {
    return (
      <Card padding="xl" role="alert">
        <Stack gap="sm" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden="true">
            <IconSearchOff size={26} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('state.notFoundTitle')}
          </Title>
          <Text c="dimmed">{t('state.notFoundText')}</Text>
          <Button component={InternalLink} href={homeHref} variant="light">
            {t('state.goHome')}
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />} title={t('state.errorTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('state.errorText')}</Text>
        <Button size="sm" variant="white" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A friendly empty state inside a section ("no videos yet for this chapter"). */
export function EmptyState({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <Card padding="md" bg="gray.0" withBorder={false}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="xl" variant="white" color="gray" aria-hidden="true">
          {icon ?? <IconMoodEmpty size={20} />}
        </ThemeIcon>
        <Text size="sm">{children}</Text>
      </Group>
    </Card>
  );
}

/** A titled section of a page with an `h2` that labels it. */
export function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </section>
  );
}
