import { useState } from 'react';
import { imageQualityFor, type ImageQuality, type VideoQuality } from '@abhyas/domain';
import { useCurrentProfile } from '../../auth/index.ts';
import { isOptimisedVideoOn } from '../utils/shell-storage.ts';

const PRESETS: readonly string[] = ['auto', 'low', 'medium', 'high'];

/**
 * The image quality of this visit (platform.md §9): the profile's `video_quality` preset, low on
 * small screens for auto, low within 7 days of `?optimised_video` (domain `imageQualityFor`).
 */
export function useImageQuality(): ImageQuality {
  const profile = useCurrentProfile();
  const stored = profile?.profile_details.video_quality;
  const preset = typeof stored === 'string' && PRESETS.includes(stored) ? (stored as VideoQuality) : null;
  // Read once per mount: the viewport width and the 7-day setting do not change while a list shows.
  const [viewport] = useState(() => ({ width: typeof window === 'undefined' ? 1280 : window.innerWidth, optimised: isOptimisedVideoOn(Date.now()) }));
  return imageQualityFor(preset, viewport.width, viewport.optimised);
}
