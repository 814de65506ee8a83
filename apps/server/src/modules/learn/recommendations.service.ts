import type { RecommendationSection, RecommendedPractice, RecommendedTest, RecommendedVideo, VideoNextResponse } from '@abhyas/contracts';
import {
  CHAPTER_TESTS_MAX,
  chaptersAfter,
  nextInChapter,
  orderLessons,
  relatedLessons,
  roundHundredths,
  scheduleOf,
  withoutClosedTests,
  type VideoStatus,
} from '@abhyas/domain';
import type { MediaSigner } from './media.service.ts';
import type { ProgressRepository } from './progress.repository.ts';
import type { MapNode, RecommendationsRepository } from './recommendations.repository.ts';
import { catalogueVideo, mediaUrl, thumbnailOf, type VideoCatalogue, type VideoRow } from './video-catalogue.service.ts';

/** Which tests a profile may not open (the tests module's TestAccessService, issue 15 Major 4). */
export interface ClosedTests {
  closedTests(profileId: string): Promise<ReadonlySet<string>>;
}

/**
 * The end-of-video screen (learning.md §2, §3 Recommendation response, §7 GET {learn}/next):
 * the next lesson to autoplay and the recommendation sections.
 *
 * Order of lessons in a chapter: by topic (the learning map's order), videos without a topic after
 * the topics, then by code. After the chapter's last lesson comes the first lesson of the next
 * chapter of the same book that has one; after the book's last, nothing (no autoplay).
 */
export class RecommendationsService {
  constructor(
    private readonly repo: RecommendationsRepository,
    private readonly progressRepo: ProgressRepository,
    private readonly catalogue: VideoCatalogue,
    private readonly signer: MediaSigner,
    private readonly testAccess: ClosedTests,
    private readonly now: () => number,
  ) {}

  /** A chapter's videos in lesson order, and its topics in map order. */
  private async lessons(chapterCode: string): Promise<{ rows: VideoRow[]; topics: MapNode[] }> {
    const [topics, rows] = await Promise.all([this.repo.mapChildren(chapterCode, 'topic'), this.repo.chapterVideos(chapterCode)]);
    return {
      rows: orderLessons(
        rows,
        topics.map((t) => t.code),
      ),
      topics,
    };
  }

  /** The lesson after `current`: next in its chapter, else the first of the next chapter (same book) with lessons. */
  private async nextLesson(current: VideoRow, chapter: MapNode | null, ordered: VideoRow[]): Promise<VideoRow | null> {
    const inChapter = nextInChapter(ordered, current.code);
    if (inChapter) return inChapter;
    if (!chapter?.parentCode) return null;
    const chapters = await this.repo.mapChildren(chapter.parentCode, 'chapter');
    for (const next of chaptersAfter(chapters, chapter.code)) {
      const { rows } = await this.lessons(next.code);
      if (rows.length > 0) return rows[0]!;
    }
    return null;
  }

  /**
   * GET /api/learn/next/{contentId}: the next lesson and the recommendations, without the tests the
   * profile may not open (issue 15 Major 4). 404 unknown video.
   */
  async next(profileId: string, contentId: string, locale: string): Promise<VideoNextResponse> {
    const next = await this.nextOf(profileId, contentId, locale);
    // No link to a test the profile may not open (issue 15 Major 4).
    const closed = await this.testAccess.closedTests(profileId);
    if (closed.size === 0) return next;
    return { data: { ...next.data, recommendations: withoutClosedTests(next.data.recommendations, closed) } };
  }

  /** The next lesson and every recommendation section. 404 unknown video. */
  private async nextOf(profileId: string, contentId: string, locale: string): Promise<VideoNextResponse> {
    const current = await this.catalogue.videoOr404(contentId);
    const chapterCode = current.row.chapterCode;
    const [chapter, { rows: ordered, topics }] = await Promise.all([this.repo.mapNode(chapterCode), this.lessons(chapterCode)]);
    const next = await this.nextLesson(current.row, chapter, ordered);

    // Related: same concepts first, then the same topic, then the rest of the chapter.
    const sharingConcepts = await this.repo.videosSharingConcepts(current.row.code, current.item.concepts ?? []);
    const related = relatedLessons({ current: current.row, next, sharingConcepts, ordered });

    const [practice, tests, names] = await Promise.all([
      this.practiceOf(chapter, locale),
      this.testsOf(chapterCode, locale),
      this.nodeNames([next, ...related]),
    ]);
    for (const t of topics) names.set(t.code, t);
    if (chapter) names.set(chapter.code, chapter);
    const progress = await this.progress(profileId, [...(next ? [next.code] : []), ...related.map((v) => v.code)]);
    const tile = (v: VideoRow) => this.videoItem(v, locale, names, progress.get(v.code));

    const recommendations: RecommendationSection[] = [];
    if (related.length) recommendations.push({ section_id: 'related_videos', section_name: 'Related videos', content: related.map(tile) });
    if (practice) recommendations.push({ section_id: 'practice', section_name: 'Practise this chapter', content: [practice] });
    if (tests.length) recommendations.push({ section_id: 'tests', section_name: 'Tests on this chapter', content: tests });
    return {
      data: {
        autoplay: next ? [{ section_id: 'next_video', section_name: 'Up next', content: [tile(next)] }] : [],
        recommendations,
      },
    };
  }

  /** The map nodes (chapters and topics) of these videos, by code. */
  private async nodeNames(rows: (VideoRow | null)[]): Promise<Map<string, MapNode>> {
    const codes = [...new Set(rows.flatMap((v) => (v ? [v.chapterCode, ...(v.topicCode ? [v.topicCode] : [])] : [])))];
    const nodes = await this.repo.mapNodes(codes);
    return new Map(nodes.map((n) => [n.code, n]));
  }

  /** The profile's status and watched seconds of these videos (only the ones it started). */
  private async progress(profileId: string, codes: string[]): Promise<Map<string, { status: VideoStatus; watchedS: number }>> {
    if (codes.length === 0) return new Map();
    const rows = await this.progressRepo.findProgressOf(profileId, codes);
    return new Map(rows.map((r) => [r.contentId, { status: r.status as VideoStatus, watchedS: r.watchedS }]));
  }

  private videoItem(
    v: VideoRow,
    locale: string,
    names: Map<string, MapNode>,
    progress: { status: VideoStatus; watchedS: number } | undefined,
  ): RecommendedVideo {
    const { item, isPublic } = catalogueVideo(v);
    const label = (code: string | null) => {
      const n = code ? names.get(code) : undefined;
      return n ? (n.names[locale] ?? n.name) : null;
    };
    const url = mediaUrl(item.url);
    return {
      type: 'Video',
      id: v.code,
      title: item.names?.[locale] ?? v.title,
      url,
      cdn_url: this.signer.playable(url),
      fallback_url: this.signer.playable(mediaUrl(item.fallbackUrl)),
      source_type: item.sourceType,
      length: v.lengthS,
      thumb: thumbnailOf(item),
      preview_url: this.signer.playable(mediaUrl(item.previewUrl)),
      owner_info: { name: item.owner.name, url: item.owner.url ?? null, license: item.owner.license ?? null },
      learning_map: {
        chapter_code: v.chapterCode,
        chapter_name: label(v.chapterCode) ?? v.chapterCode,
        topic_code: v.topicCode,
        topic_learnpath_name: label(v.topicCode),
      },
      currency: 0,
      is_public: isPublic,
      content_status: progress?.status ?? null,
      watched_duration: progress ? roundHundredths(progress.watchedS) : 0,
    };
  }

  /** The chapter's practice tile, or null when the chapter has no questions. */
  private async practiceOf(chapter: MapNode | null, locale: string): Promise<RecommendedPractice | null> {
    if (!chapter) return null;
    const n = await this.repo.chapterQuestionCount(chapter.code);
    if (n === 0) return null;
    const name = chapter.names[locale] ?? chapter.name;
    return {
      type: 'Practice',
      id: chapter.code,
      title: name,
      learning_map: { chapter_code: chapter.code, chapter_name: name, subject: chapter.subject },
      question_count: n,
    };
  }

  /** Published mock tests visible to students now that hold at least one question of the chapter, by code, at most 10. */
  private async testsOf(chapterCode: string, locale: string): Promise<RecommendedTest[]> {
    const inChapter = new Set(await this.repo.chapterQuestionCodes(chapterCode));
    if (inChapter.size === 0) return [];
    const now = this.now();
    const bundles = await this.repo.publishedBundles();
    return bundles
      .filter((b) => b.sections.some((s) => s.questionCodes.some((c) => inChapter.has(c))))
      .filter((b) => {
        const schedule = scheduleOf(b);
        return !schedule || now >= schedule.visibleToStudentsAt;
      })
      .slice(0, CHAPTER_TESTS_MAX)
      .map((b) => ({
        type: 'Test' as const,
        id: b.code,
        title: b.names[locale] ?? b.name,
        exam_code: b.examCode,
        duration: b.durationS,
        question_count: b.sections.reduce((n, s) => n + s.questionCodes.length, 0),
      }));
  }
}
