import type { Db } from '../../db/client.ts';
import { MediaFilesRepository } from './media-files.repository.ts';
import { MediaSigner } from './media.service.ts';
import { ProgressRepository } from './progress.repository.ts';
import { VideoProgressService } from './progress.service.ts';
import { ReactionsRepository } from './reactions.repository.ts';
import { ReactionsService } from './reactions.service.ts';
import { RecommendationsRepository } from './recommendations.repository.ts';
import { RecommendationsService, type ClosedTests } from './recommendations.service.ts';
import { TrackingRepository } from './tracking.repository.ts';
import { TrackingService } from './tracking.service.ts';
import { VideoCatalogueRepository } from './video-catalogue.repository.ts';
import { VideoCatalogue } from './video-catalogue.service.ts';
import { WatchlistRepository } from './watchlist.repository.ts';
import { WatchlistService } from './watchlist.service.ts';

/** The Learn/Video services (issue #6), built once in app.ts. */
export interface LearnServices {
  media: MediaSigner;
  progress: VideoProgressService;
  reactions: ReactionsService;
  recommendations: RecommendationsService;
  tracking: TrackingService;
  /** The user-home video lists: in progress, watched, bookmarked (issue 19 §1). */
  watchlist: WatchlistService;
}

/**
 * Builds the Learn/Video repositories and services; `secret` keys the media url signatures,
 * `mediaRoots` are the packs' media folders, `testAccess` names the tests a profile may not open
 * (left out of the recommendations).
 */
export function createLearnServices(db: Db, secret: Uint8Array, mediaRoots: readonly string[], now: () => number, testAccess: ClosedTests): LearnServices {
  const media = new MediaSigner(secret, new MediaFilesRepository(mediaRoots), now);
  const catalogue = new VideoCatalogue(new VideoCatalogueRepository(db));
  const progressRepo = new ProgressRepository(db);
  return {
    media,
    progress: new VideoProgressService(progressRepo, catalogue, now, (url) => media.playable(url)),
    reactions: new ReactionsService(new ReactionsRepository(db), catalogue, now),
    recommendations: new RecommendationsService(new RecommendationsRepository(db), progressRepo, catalogue, media, testAccess, now),
    tracking: new TrackingService(new TrackingRepository(db), catalogue, now),
    watchlist: new WatchlistService(new WatchlistRepository(db)),
  };
}
