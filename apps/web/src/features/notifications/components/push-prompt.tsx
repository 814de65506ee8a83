import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enablePush, readPushState, rememberRefusal, useDeliverySettings, useSetPushAtNight, type PushState } from '../api/web-push.ts';

/**
 * The push prompt of `/notifications/preferences` (issue 20 §2; platform.md §4.4): never on first
 * load of the app, only here. Offers to turn on notifications in this browser; "Not now" or a
 * refusal in the browser's own dialog hides it for PUSH_REASK_S (720 s). When push is on, the
 * night switch lets pushes through the quiet hours (22:00–07:00, local).
 */
export function PushPrompt() {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const settings = useDeliverySettings();
  const night = useSetPushAtNight();

  useEffect(() => {
    let live = true;
    readPushState().then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  if (state === 'loading' || state === 'unsupported' || state === 'wait') return null;

  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await enablePush());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="push-prompt-title">
      <Stack gap="sm">
        <Text id="push-prompt-title" fw={600}>
          {t('push.title')}
        </Text>
        {state === 'ask' && (
          <>
            <Text size="sm">{t('push.ask')}</Text>
            <Group gap="sm">
              <Button onClick={() => void turnOn()} loading={busy}>
                {t('push.enable')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  rememberRefusal();
                  setState('wait');
                }}
              >
                {t('push.later')}
              </Button>
            </Group>
            {failed && (
              <Alert color="red" role="alert">
                {t('push.failed')}
              </Alert>
            )}
          </>
        )}
        {state === 'blocked' && <Text size="sm">{t('push.blocked')}</Text>}
        {state === 'on' && (
          <>
            <Text size="sm" role="status">
              {t('push.on')}
            </Text>
            <Switch
              label={t('push.night')}
              description={t('push.nightHint')}
              checked={night.isPending ? night.variables : (settings.data?.push_at_night ?? false)}
              disabled={settings.isPending}
              onChange={(e) => night.mutate(e.currentTarget.checked)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
