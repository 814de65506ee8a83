import { imageQualityFor, type ImageQuality, type VideoQuality } from '@abhyas/domain';
import { useCurrentProfile } from '../../auth/hooks/use-current-profile.ts';
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
  return imageQualityFor(preset, typeof window === 'undefined' ? 1280 : window.innerWidth, isOptimisedVideoOn(Date.now()));
}
