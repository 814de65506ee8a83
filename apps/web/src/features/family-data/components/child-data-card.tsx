import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConsentState, DataExport, ErasureRequest } from '@abhyas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useLocale } from '../../auth/index.ts';
import { useRequestErasure, useRequestExport, useRestoreErasure } from '../api/family-data-api.ts';
import { ConsentPanel } from './consent-panel.tsx';

const fmt = (locale: string, ms: number, time = false) =>
  new Intl.DateTimeFormat(locale, time ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }).format(new Date(ms));

/** One child on "Your family's data": consent, the export and its link, deletion with its grace and restore. */
export function ChildDataCard({
  profile,
  version,
  exp,
  erasure,
}: {
  profile: ConsentState;
  version: string;
  exp: DataExport | undefined;
  erasure: ErasureRequest | undefined;
}) {
  const { t } = useTranslation('family-data');
  const locale = useLocale();
  const describe = useErrorMessage();
  const requestExport = useRequestExport();
  const erase = useRequestErasure();
  const restore = useRestoreErasure();
  const [confirming, setConfirming] = useState(false);
  const name = profile.first_name;
  const titleId = `child-${profile.profile_id}`;
  const failure = requestExport.error ?? erase.error ?? restore.error;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {name}
          </Title>
          <Badge color={profile.status === 'given' ? 'teal.9' : 'indigo.9'} variant="filled">
            {profile.status === 'given' ? t('consent.badgeGiven') : t('consent.badgePending')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {profile.status === 'given'
            ? profile.consented_by_first_name
              ? t('consent.given', { name: profile.consented_by_first_name, date: fmt(locale, profile.consented_at ?? 0) })
              : t('consent.givenNoName', { date: fmt(locale, profile.consented_at ?? 0) })
            : t('consent.pending', { date: fmt(locale, profile.pending_until ?? 0) })}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {describe(failure)}
          </Alert>
        ) : null}
        {erasure ? (
          <Alert color="orange" title={t('erase.scheduledTitle')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            <Stack gap="xs">
              <Text size="sm">{t('erase.scheduled', { name, date: fmt(locale, erasure.purge_after) })}</Text>
              <Button size="xs" color="dark" loading={restore.isPending} onClick={() => restore.mutate(erasure.id)} w="fit-content">
                {t('erase.restore')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            {profile.status === 'pending' ? (
              profile.can_consent ? (
                <ConsentPanel profile={profile} version={version} />
              ) : (
                <Text size="sm">{t('consent.needsParent')}</Text>
              )
            ) : null}
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('exports.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('exports.intro', { name })}
              </Text>
              {exp?.status === 'pending' ? (
                <Text size="sm" role="status">
                  {t('exports.preparing')}
                </Text>
              ) : exp?.status === 'ready' && exp.download_url && exp.expires_at ? (
                <Anchor href={exp.download_url} download fw={600} size="sm">
                  {t('exports.ready', { time: fmt(locale, exp.expires_at, true) })}
                </Anchor>
              ) : exp?.status === 'failed' ? (
                <Text size="sm" c="red">
                  {t('exports.failed')}
                </Text>
              ) : null}
              {exp?.status !== 'pending' ? (
                <Button variant="light" size="sm" w="fit-content" loading={requestExport.isPending} onClick={() => requestExport.mutate(profile.profile_id)}>
                  {t('exports.request')}
                </Button>
              ) : null}
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('erase.title')}
              </Title>
              {confirming ? (
                <Alert color="red" variant="light">
                  <Text size="sm" mb="xs">
                    {t('erase.profileConfirm', { name })}
                  </Text>
                  <Group gap="xs">
                    <Button
                      color="red"
                      size="xs"
                      loading={erase.isPending}
                      onClick={() => erase.mutate({ scope: 'profile', profileId: profile.profile_id }, { onSettled: () => setConfirming(false) })}
                    >
                      {t('erase.confirm')}
                    </Button>
                    <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                      {t('erase.cancel')}
                    </Button>
                  </Group>
                </Alert>
              ) : (
                <Button variant="subtle" color="red" size="sm" w="fit-content" onClick={() => setConfirming(true)}>
                  {t('erase.profile', { name })}
                </Button>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
