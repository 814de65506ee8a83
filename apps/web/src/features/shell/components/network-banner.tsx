import { Group, Paper, Text } from '@mantine/core';
import { IconAntennaBars2, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkQuality } from '../hooks/use-network-quality.ts';

/** Offline and slow-connection notice (platform.md §8); nothing while online. */
export function NetworkBanner() {
  const { t } = useTranslation('shell');
  const quality = useNetworkQuality();
  if (quality === 'online') return null;
  const offline = quality === 'offline';
  const Icon = offline ? IconWifiOff : IconAntennaBars2;
  return (
    <Paper role="status" radius={0} px="md" py="sm" bg={offline ? 'red.0' : 'yellow.0'} c={offline ? 'red.9' : 'dark.9'}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <div>
          <Text fw={700} size="sm">
            {t(offline ? 'network.offlineTitle' : 'network.slowTitle')}
          </Text>
          <Text size="sm">{t(offline ? 'network.offlineBody' : 'network.slowBody')}</Text>
        </div>
      </Group>
    </Paper>
  );
}
