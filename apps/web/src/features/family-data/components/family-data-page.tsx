import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useErrorMessage, useLocale } from '../../auth/index.ts';
import { useErasures, useExports, useFamilyConsent, useRequestErasure, useRestoreErasure } from '../api/family-data-api.ts';
import { ChildDataCard } from './child-data-card.tsx';

/**
 * `/family-data`, "Your family's data" (issue 21 §3; decision 036): for each child the consent
 * (given, or the panel to give it), the export with its 24-hour link, and deletion with its 7-day
 * grace and restore; then the whole account's deletion. Parent token.
 */
export function FamilyDataPage() {
  const { t } = useTranslation('family-data');
  usePageTitle(t('title'));
  const locale = useLocale();
  const describe = useErrorMessage();
  const consent = useFamilyConsent();
  const exports = useExports();
  const erasures = useErasures();
  const erase = useRequestErasure();
  const restore = useRestoreErasure();
  const [confirmAccount, setConfirmAccount] = useState(false);
  const accountErasure = erasures.data?.find((e) => e.scope === 'account');

  let body;
  if (consent.isPending) body = <Loader size="sm" aria-label={t('loading')} />;
  else if (consent.isError)
    body = (
      <Alert color="red" role="alert" title={t('error')}>
        <Text size="sm" mb="xs">
          {describe(consent.error)}
        </Text>
        <Button size="xs" color="dark" onClick={() => void consent.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else if (consent.data.profiles.length === 0)
    body = (
      <Paper withBorder p="md" radius="md">
        <Text size="sm" mb="xs">
          {t('empty')}
        </Text>
        <Anchor component={InternalLink} href="/browse-profile" size="sm" fw={600}>
          {t('addChild')}
        </Anchor>
      </Paper>
    );
  else
    body = (
      <Stack gap="md">
        {consent.data.profiles.map((p) => (
          <ChildDataCard
            key={p.profile_id}
            profile={p}
            version={consent.data.wording_version}
            exp={exports.data?.find((e) => e.profile_id === p.profile_id)}
            erasure={erasures.data?.find((e) => e.scope === 'profile' && e.profile_id === p.profile_id)}
          />
        ))}
      </Stack>
    );

  return (
    <Container size="sm" px="md" py="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('intro')}
      </Text>
      {body}
      <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby="family-account-title">
        <Title order={2} size="h4" id="family-account-title" mb="xs">
          {t('account.title')}
        </Title>
        {accountErasure ? (
          <Stack gap="xs">
            <Text size="sm">
              {t('account.scheduled', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(accountErasure.purge_after)) })}
            </Text>
            <Button size="sm" w="fit-content" loading={restore.isPending} onClick={() => restore.mutate(accountErasure.id)}>
              {t('erase.restore')}
            </Button>
          </Stack>
        ) : confirmAccount ? (
          <Alert color="red" variant="light">
            <Text size="sm" mb="xs">
              {t('account.confirm')}
            </Text>
            <Group gap="xs">
              <Button
                color="red"
                size="xs"
                loading={erase.isPending}
                onClick={() => erase.mutate({ scope: 'account' }, { onSettled: () => setConfirmAccount(false) })}
              >
                {t('erase.confirm')}
              </Button>
              <Button variant="default" size="xs" onClick={() => setConfirmAccount(false)}>
                {t('erase.cancel')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Button variant="subtle" color="red" size="sm" onClick={() => setConfirmAccount(true)}>
            {t('account.delete')}
          </Button>
        )}
        {erase.isError ? (
          <Text size="sm" c="red" role="alert" mt="xs">
            {describe(erase.error)}
          </Text>
        ) : null}
      </Paper>
    </Container>
  );
}
