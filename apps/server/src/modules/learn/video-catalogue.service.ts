import type { PackVideo } from '@abhyas/contracts';
import { AppError, forbidden } from '../../lib/app-error.ts';
// Cross-module: the content module has no service exporting these url rules yet (issue 17, the lead decides).
import { mediaUrl, youtubeId } from '../content/browse.service.ts';
import type { VideoCatalogueRepository, VideoRow } from './video-catalogue.repository.ts';

export type { VideoRow } from './video-catalogue.repository.ts';
export { mediaUrl };

/** A catalogue video with its pack item. */
export interface CatalogueVideo {
  row: VideoRow;
  item: PackVideo;
  /** Public content (pack `public: true`): plays for everyone, no likes, bookmarks or bookmark state. */
  isPublic: boolean;
}

/** The pack item of a catalogue row and whether it is public content. */
export const catalogueVideo = (row: VideoRow): CatalogueVideo => {
  const item = row.item as unknown as PackVideo;
  return { row, item, isPublic: item.public === true };
};

/** A tile's image: the pack's thumbnail (as served), else YouTube's own for YouTube videos, else null. */
export function thumbnailOf(item: PackVideo): string | null {
  const yt = item.sourceType === 'youtube' ? youtubeId(item.url) : null;
  return item.thumbnail ? mediaUrl(item.thumbnail) : yt ? `https://i.ytimg.com/vi/${yt}/hqdefault.jpg` : null;
}

/** The video catalogue as the Learn/Video services look videos up. */
export class VideoCatalogue {
  constructor(private readonly repo: VideoCatalogueRepository) {}

  /** The video with this code, or a 404 VIDEO_NOT_FOUND. */
  async videoOr404(contentId: string): Promise<CatalogueVideo> {
    const row = await this.repo.findByCode(contentId);
    if (!row) throw new AppError(404, 'VIDEO_NOT_FOUND', `No video has the content id '${contentId}'.`);
    return catalogueVideo(row);
  }
}

/** 409 PUBLIC_CONTENT for likes and bookmarks on public content (learning.md §5, §6). */
export function refusePublic(video: CatalogueVideo, action: 'liked' | 'bookmarked'): void {
  if (video.isPublic) {
    throw new AppError(
      409,
      'PUBLIC_CONTENT',
      `This video is public content: it cannot be ${action} and has no ${action === 'liked' ? 'like' : 'bookmark'} state.`,
    );
  }
}

/** A `child_id` naming another profile than the token's is refused (403): nobody reads or writes another student's data. */
export function assertOwnProfile(profileId: string, childId: string | undefined): void {
  if (childId !== undefined && childId !== '' && childId !== profileId) {
    throw forbidden("child_id must be the profile of this token: another student's data is not available.", 'NOT_YOUR_PROFILE');
  }
}
