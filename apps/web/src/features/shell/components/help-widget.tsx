import { lazy, Suspense, useState } from 'react';
import { Box, Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { helpWidgetVisible } from '@abhyas/domain';

const loadPanel = () => import('./help-panel.tsx');
const HelpPanel = lazy(() => loadPanel().then((m) => ({ default: m.HelpPanel })));

export interface HelpWidgetProps {
  path: string;
  /** `device_type` query value; android/ios hides the widget. */
  deviceType: string | null;
  /** Not signed in: the panel invites the visitor to sign in for account help. */
  guest: boolean;
  videoPlaying?: boolean;
}

/**
 * The floating help button (platform.md §2.4): opens a panel of frequent questions and a link to
 * the help desk. Hidden where `helpWidgetVisible` says so.
 */
export function HelpWidget({ path, deviceType, guest, videoPlaying = false }: HelpWidgetProps) {
  const { t } = useTranslation('shell');
  const [wanted, setWanted] = useState(false);
  if (!helpWidgetVisible({ path, deviceType, videoPlaying })) return null;
  const button = (
    <Button
      radius="xl"
      size="md"
      leftSection={<IconHelpCircle size={20} />}
      aria-haspopup="dialog"
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
    >
      {t('help.button')}
    </Button>
  );

  return (
    <Box pos="fixed" bottom={16} right={16} style={{ zIndex: 150 }}>
      {wanted ? (
        <Suspense fallback={button}>
          <HelpPanel guest={guest} />
        </Suspense>
      ) : (
        button
      )}
    </Box>
  );
}
