import { Alert, Container, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type cheatSheetSchema } from '@abhyas/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api, isApiError, type Decoded } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Markdown } from '../../question/index.ts';

/**
 * `/web-view/cheat-sheet?code=` (learning.md §2 Practice web views; also `id` or `cheat_sheet_id`): a
 * cheat sheet (`GET /api/content/cheat-sheets/{code}?locale=`, Markdown with LaTeX) without the app
 * chrome, for apps that embed it. Loading, not-found and error states.
 */
export function CheatSheetWebView() {
  const { t, i18n } = useTranslation('practice');
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const raw = search.code ?? search.id ?? search.cheat_sheet_id;
  const code = typeof raw === 'string' ? raw : '';
  const locale = typeof search.locale === 'string' ? search.locale : i18n.language;
  const sheet = useQuery({
    queryKey: ['practice', 'cheat-sheet', code, locale],
    queryFn: async () => (await api<Decoded<typeof cheatSheetSchema>>(`/api/content/cheat-sheets/${encodeURIComponent(code)}`, { query: { locale } })).data,
    enabled: code !== '',
    staleTime: 10 * 60_000,
    retry: (n, e) => !(isApiError(e) && e.status === 404) && n < 1,
  });
  usePageTitle(sheet.data?.title);

  return (
    <Container size={820} px="md" py="lg">
      {code === '' || (isApiError(sheet.error) && sheet.error.status === 404) ? (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />} title={t('cheatSheet.notFoundTitle')}>
          {t('cheatSheet.notFound')}
        </Alert>
      ) : sheet.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <VisuallyHidden role="status">{t('cheatSheet.loading')}</VisuallyHidden>
          <Skeleton h={30} w="60%" />
          <Skeleton h={14} />
          <Skeleton h={14} />
          <Skeleton h={14} w="70%" />
        </Stack>
      ) : sheet.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
          {t('cheatSheet.failed')}
        </Alert>
      ) : (
        <Stack gap="md" lang={sheet.data.language}>
          <Title order={1} size="h2">
            {sheet.data.title}
          </Title>
          <Markdown text={sheet.data.body} />
          <Text size="xs" c="dimmed">
            {t('cheatSheet.footer')}
          </Text>
        </Stack>
      )}
    </Container>
  );
}
