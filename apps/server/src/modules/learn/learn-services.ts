import type { Db } from '../../db/client.ts';
import { MediaSigner } from './media-signing.ts';
import { VideoProgressService } from './progress.service.ts';
import { ReactionsService } from './reactions.service.ts';
import { RecommendationsService } from './recommendations.service.ts';
import { TrackingService } from './tracking.service.ts';

/** The Learn/Video services (issue #6), built once in app.ts. */
export interface LearnServices {
  media: MediaSigner;
  progress: VideoProgressService;
  reactions: ReactionsService;
  recommendations: RecommendationsService;
  tracking: TrackingService;
}

/** Builds the Learn/Video services; `secret` keys the media url signatures, `mediaRoots` are the packs' media folders. */
export function createLearnServices(db: Db, secret: Uint8Array, mediaRoots: readonly string[], now: () => number): LearnServices {
  const media = new MediaSigner(secret, mediaRoots, now);
  return {
    media,
    progress: new VideoProgressService(db, now, (url) => media.playable(url)),
    reactions: new ReactionsService(db, now),
    recommendations: new RecommendationsService(db, media, now),
    tracking: new TrackingService(db, now),
  };
}
