import { Alert, Button, Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConsentState } from '@abhyas/contracts';
import { CONSENT_WORDINGS } from '@abhyas/contracts/family-data/consent-wording';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useLocale } from '../../auth/index.ts';
import { useGiveConsent } from '../api/family-data-api.ts';

/**
 * The parent's consent for one child (issue 21 §3; DPDP Act 2023 s.9; decision 036): the exact
 * wording (version in force, in the interface language), what is processed and what never is, a
 * checkbox, and the button that records it with the wording's SHA-256.
 */
export function ConsentPanel({ profile, version }: { profile: ConsentState; version: string }) {
  const { t } = useTranslation('family-data');
  const locale = useLocale();
  const describe = useErrorMessage();
  const give = useGiveConsent();
  const [agreed, setAgreed] = useState(false);
  const wording = CONSENT_WORDINGS[version]?.[locale] ?? CONSENT_WORDINGS[version]?.en ?? '';
  const id = `consent-${profile.profile_id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={`${id}-title`}>
          {t('consent.title', { name: profile.first_name })}
        </Title>
        <Text size="sm" fw={500} lang={CONSENT_WORDINGS[version]?.[locale] ? locale : 'en'}>
          {wording}
        </Text>
        <Text size="sm" fw={600}>
          {t('consent.processedTitle')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('consent.processed')}</List.Item>
          <List.Item>{t('consent.processedWhy')}</List.Item>
        </List>
        <Text size="sm" fw={600}>
          {t('consent.notProcessedTitle')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('consent.noTracking')}</List.Item>
          <List.Item>{t('consent.noSale')}</List.Item>
        </List>
        {give.isError ? (
          <Alert color="red" role="alert">
            {describe(give.error)}
          </Alert>
        ) : null}
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} label={t('consent.checkbox')} />
        <Button disabled={!agreed} loading={give.isPending} onClick={() => give.mutate({ profileId: profile.profile_id, version, locale })}>
          {t('consent.give')}
        </Button>
      </Stack>
    </Paper>
  );
}
