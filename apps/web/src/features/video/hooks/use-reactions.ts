import { useRef, useState } from 'react';
import { postBookmark, postLike, useBookmarkState } from '../api/learn.ts';

export interface ReactionContext {
  contentId: string;
  profileId: string;
  childId: string | undefined;
  locale: string;
  goalName?: string | undefined;
  examName?: string | undefined;
  /** Public content cannot be liked or bookmarked and loads no bookmark state (learning.md §6). */
  isPublic: boolean;
}

export interface Reactions {
  liked: boolean;
  bookmarked: boolean;
  likeInprogress: boolean;
  bookmarkInprogress: boolean;
  toggleLike(): void;
  toggleBookmark(): void;
}

/**
 * Like and bookmark of a video (learning.md §3 local state, §4 Video, §5): a click is ignored while
 * the same action is in flight or the content is public; the flag flips only after a 200 with
 * data; failures are logged and leave the flag as it was (§8 Video). State is read on load unless public.
 */
export function useReactions(ctx: ReactionContext, onChanged?: (what: 'like' | 'bookmark', on: boolean) => void): Reactions {
  const loaded = useBookmarkState(ctx.contentId, ctx.profileId, ctx.childId, ctx.locale, !ctx.isPublic);
  const [override, setOverride] = useState<{ liked?: boolean; bookmarked?: boolean }>({});
  const [busy, setBusy] = useState({ like: false, bookmark: false });
  const inFlight = useRef({ like: false, bookmark: false });
  const liked = override.liked ?? loaded.data?.liked ?? false;
  const bookmarked = override.bookmarked ?? loaded.data?.bookmarked ?? false;

  const run = (what: 'like' | 'bookmark', call: () => Promise<{ liked: boolean; bookmarked: boolean }>) => {
    if (ctx.isPublic || inFlight.current[what]) return;
    inFlight.current[what] = true;
    setBusy((b) => ({ ...b, [what]: true }));
    call()
      .then((data) => {
        setOverride({ liked: data.liked, bookmarked: data.bookmarked });
        onChanged?.(what, what === 'like' ? data.liked : data.bookmarked);
      })
      .catch((err: unknown) => console.warn(`video ${what} failed`, err))
      .finally(() => {
        inFlight.current[what] = false;
        setBusy((b) => ({ ...b, [what]: false }));
      });
  };
  const common = { content_id: ctx.contentId, ...(ctx.childId ? { child_id: ctx.childId } : {}), goal_name: ctx.goalName, exam_name: ctx.examName };

  return {
    liked,
    bookmarked,
    likeInprogress: busy.like,
    bookmarkInprogress: busy.bookmark,
    toggleLike: () => run('like', () => postLike({ ...common, content_type: 'Video', content_category_type: 'Learn', liked: !liked })),
    toggleBookmark: () =>
      run('bookmark', () =>
        postBookmark({
          ...common,
          activity_type: 'Bookmark',
          content_category_type: 'Learn',
          content_type: 'Video',
          video_id: ctx.contentId,
          status: !bookmarked,
          bookmarked: !bookmarked,
          liked,
          locale: ctx.locale,
        }),
      ),
  };
}
