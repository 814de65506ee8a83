import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Box, Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { helpWidgetVisible } from '@abhyas/domain';
import { onVideoPlayingChange, videoPlaying } from '../../../lib/video-playing.ts';
import classes from './help-widget.module.css';

const loadPanel = () => import('./help-panel.tsx');
const HelpPanel = lazy(() => loadPanel().then((m) => ({ default: m.HelpPanel })));

export interface HelpWidgetProps {
  path: string;
  /** `device_type` query value; android/ios hides the widget. */
  deviceType: string | null;
  /** Not signed in: the panel invites the visitor to sign in for account help. */
  guest: boolean;
  /** Overrides what the video player reports (lib/video-playing.ts). */
  videoPlaying?: boolean;
}

/**
 * The help button (platform.md §2.4): opens a panel of frequent questions and a link to the help
 * desk. It floats at the bottom right on wide screens and sits after the content below 768 px, so
 * it never covers content on a phone (issue 15). Hidden where `helpWidgetVisible` says so, and
 * while a video plays (the player tells lib/video-playing.ts).
 */
export function HelpWidget({ path, deviceType, guest, videoPlaying: playingProp }: HelpWidgetProps) {
  const { t } = useTranslation('shell');
  const [wanted, setWanted] = useState(false);
  const playing = useSyncExternalStore(onVideoPlayingChange, videoPlaying, () => false);
  if (!helpWidgetVisible({ path, deviceType, videoPlaying: playingProp ?? playing })) return null;
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
    <Box className={classes.dock} data-help-dock>
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
