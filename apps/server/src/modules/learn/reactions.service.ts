import type { VideoBookmarkStatusResponse, VideoReactionResponse } from '@abhyas/contracts';
import type { ReactionsRepository } from './reactions.repository.ts';
import { refusePublic, type VideoCatalogue } from './video-catalogue.service.ts';

/**
 * Likes and bookmarks (learning.md §4 Video, §5, §6, §7 Video): one flag each per profile and
 * video, set to the value asked (so a repeated call changes nothing). Public content: 409.
 */
export class ReactionsService {
  constructor(
    private readonly repo: ReactionsRepository,
    private readonly catalogue: VideoCatalogue,
    private readonly now: () => number,
  ) {}

  /** GET bookmark: `data[0].status` (bookmarked) and `data[0].liked`. 404 unknown, 409 public. */
  async bookmarkStatus(profileId: string, contentId: string): Promise<VideoBookmarkStatusResponse> {
    refusePublic(await this.catalogue.videoOr404(contentId), 'bookmarked');
    const f = await this.repo.flags(profileId, contentId);
    return { data: [{ content_id: contentId, content_type: 'Video', status: f.bookmarked, liked: f.liked }] };
  }

  /** Sets one flag (upsert in one statement) and answers both. 404 unknown, 409 public. */
  async set(profileId: string, contentId: string, flag: 'liked' | 'bookmarked', value: boolean): Promise<VideoReactionResponse> {
    refusePublic(await this.catalogue.videoOr404(contentId), flag);
    const row = await this.repo.setFlag(profileId, contentId, flag, value, new Date(this.now()));
    return { data: { content_id: contentId, content_type: 'Video', liked: row.liked, bookmarked: row.bookmarked } };
  }
}
