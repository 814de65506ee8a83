import { Anchor, Container, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { NOTIFICATION_CHANNELS } from '@abhyas/contracts/constants';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePreferences, useSetPreference } from '../api/notifications-api.ts';
import { PushPrompt } from './push-prompt.tsx';

/**
 * `/notifications/preferences` (platform.md §3 preference channels; docs/web-shell.md): a switch
 * per channel (e-mail, SMS, WhatsApp, push, in-app), saved as it is flipped (POST { channel, enable }).
 */
export function PreferencesPage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('preferences.title'));
  const prefs = usePreferences();
  const set = useSetPreference();
  return (
    <Container size="sm" py="lg">
      <Anchor component={InternalLink} href="/notifications" size="sm">
        {t('preferences.back')}
      </Anchor>
      <Title order={1} size="h2" mt="sm">
        {t('preferences.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('preferences.intro')}
      </Text>
      {prefs.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : (
        <Stack gap="md">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Switch
              key={channel}
              label={t(`channel.${channel}`)}
              checked={set.isPending && set.variables.channel === channel ? set.variables.enable : (prefs.data?.[channel] ?? false)}
              onChange={(e) => set.mutate({ channel, enable: e.currentTarget.checked })}
            />
          ))}
          <PushPrompt />
        </Stack>
      )}
    </Container>
  );
}
