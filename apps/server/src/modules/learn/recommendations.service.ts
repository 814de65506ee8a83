import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PackVideo, RecommendationSection, RecommendedPractice, RecommendedTest, RecommendedVideo, VideoNextResponse } from '@abhyas/contracts';
import type { VideoStatus } from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import { learningMapNodes, mocktestBundles, questions, videoProgress, videos } from '../../db/schema/index.ts';
import { mediaUrl, youtubeId } from '../content/browse.repository.ts';
import { scheduleOf } from '../mock-tests/mock-tests.service.ts';
import type { MediaSigner } from './media-signing.ts';
import { round2, videoOr404, type VideoRow } from './video-catalogue.ts';

type Node = typeof learningMapNodes.$inferSelect;

const RELATED_MAX = 10;
const TESTS_MAX = 10;

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
    private readonly db: Db,
    private readonly signer: MediaSigner,
    private readonly now: () => number,
  ) {}

  private async children(parentCode: string, level: string): Promise<Node[]> {
    return this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.parentCode, parentCode), eq(learningMapNodes.level, level)))
      .orderBy(asc(learningMapNodes.sortOrder), asc(learningMapNodes.code));
  }

  /** A chapter's videos in lesson order. */
  private async lessons(chapterCode: string): Promise<{ rows: VideoRow[]; topics: Node[] }> {
    const [topics, rows] = await Promise.all([this.children(chapterCode, 'topic'), this.db.select().from(videos).where(eq(videos.chapterCode, chapterCode))]);
    const rank = new Map(topics.map((t, i) => [t.code, i]));
    const key = (v: VideoRow) => (v.topicCode !== null && rank.has(v.topicCode) ? rank.get(v.topicCode)! : topics.length);
    rows.sort((a, b) => key(a) - key(b) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    return { rows, topics };
  }

  /** The lesson after `current`: next in its chapter, else the first of the next chapter (same book) with lessons. */
  private async nextLesson(current: VideoRow, chapter: Node | null, ordered: VideoRow[]): Promise<VideoRow | null> {
    const at = ordered.findIndex((v) => v.code === current.code);
    if (at >= 0 && at + 1 < ordered.length) return ordered[at + 1]!;
    if (!chapter?.parentCode) return null;
    const chapters = await this.children(chapter.parentCode, 'chapter');
    for (const next of chapters.slice(chapters.findIndex((c) => c.code === chapter.code) + 1)) {
      const { rows } = await this.lessons(next.code);
      if (rows.length > 0) return rows[0]!;
    }
    return null;
  }

  /** GET /api/learn/next/{contentId}. 404 unknown video. */
  async next(profileId: string, contentId: string, locale: string): Promise<VideoNextResponse> {
    const current = await videoOr404(this.db, contentId);
    const chapterCode = current.row.chapterCode;
    const [chapterRows, { rows: ordered, topics }] = await Promise.all([
      this.db.select().from(learningMapNodes).where(eq(learningMapNodes.code, chapterCode)).limit(1),
      this.lessons(chapterCode),
    ]);
    const chapter = chapterRows[0] ?? null;
    const next = await this.nextLesson(current.row, chapter, ordered);

    // Related: same concepts first, then the same topic, then the rest of the chapter.
    const exclude = new Set([current.row.code, ...(next ? [next.code] : [])]);
    const concepts = current.item.concepts ?? [];
    const byConcept = concepts.length
      ? await this.db
          .select()
          .from(videos)
          .where(
            and(
              ne(videos.code, current.row.code),
              sql`jsonb_exists_any(${videos.item}->'concepts', array[${sql.join(
                concepts.map((c) => sql`${c}`),
                sql`, `,
              )}]::text[])`,
            ),
          )
          .orderBy(asc(videos.code))
      : [];
    const related: VideoRow[] = [];
    const add = (v: VideoRow) => {
      if (!exclude.has(v.code) && related.length < RELATED_MAX) {
        exclude.add(v.code);
        related.push(v);
      }
    };
    byConcept.forEach(add);
    ordered.filter((v) => current.row.topicCode !== null && v.topicCode === current.row.topicCode).forEach(add);
    ordered.forEach(add);

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

  private async nodeNames(rows: (VideoRow | null)[]): Promise<Map<string, Node>> {
    const codes = [...new Set(rows.flatMap((v) => (v ? [v.chapterCode, ...(v.topicCode ? [v.topicCode] : [])] : [])))];
    const nodes = codes.length ? await this.db.select().from(learningMapNodes).where(inArray(learningMapNodes.code, codes)) : [];
    return new Map(nodes.map((n) => [n.code, n]));
  }

  private async progress(profileId: string, codes: string[]): Promise<Map<string, { status: VideoStatus; watchedS: number }>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .select({ id: videoProgress.contentId, status: videoProgress.status, watchedS: videoProgress.watchedS })
      .from(videoProgress)
      .where(and(eq(videoProgress.profileId, profileId), inArray(videoProgress.contentId, codes)));
    return new Map(rows.map((r) => [r.id, { status: r.status as VideoStatus, watchedS: r.watchedS }]));
  }

  private videoItem(v: VideoRow, locale: string, names: Map<string, Node>, progress: { status: VideoStatus; watchedS: number } | undefined): RecommendedVideo {
    const item = v.item as unknown as PackVideo;
    const isPublic = item.public === true;
    const label = (code: string | null) => {
      const n = code ? names.get(code) : undefined;
      return n ? (n.names[locale] ?? n.name) : null;
    };
    const url = mediaUrl(item.url);
    const yt = item.sourceType === 'youtube' ? youtubeId(item.url) : null;
    return {
      type: 'Video',
      id: v.code,
      title: item.names?.[locale] ?? v.title,
      url,
      cdn_url: this.signer.playable(url),
      fallback_url: this.signer.playable(mediaUrl(item.fallbackUrl)),
      source_type: item.sourceType,
      length: v.lengthS,
      thumb: item.thumbnail ? mediaUrl(item.thumbnail) : yt ? `https://i.ytimg.com/vi/${yt}/hqdefault.jpg` : null,
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
      watched_duration: progress ? round2(progress.watchedS) : 0,
    };
  }

  /** The chapter's practice tile, or null when the chapter has no questions. */
  private async practiceOf(chapter: Node | null, locale: string): Promise<RecommendedPractice | null> {
    if (!chapter) return null;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(eq(questions.chapterCode, chapter.code));
    if (!row || row.n === 0) return null;
    const name = chapter.names[locale] ?? chapter.name;
    return {
      type: 'Practice',
      id: chapter.code,
      title: name,
      learning_map: { chapter_code: chapter.code, chapter_name: name, subject: chapter.subject },
      question_count: row.n,
    };
  }

  /** Published, visible mock tests holding at least one question of the chapter. */
  private async testsOf(chapterCode: string, locale: string): Promise<RecommendedTest[]> {
    const inChapter = new Set(
      (await this.db.select({ code: questions.code }).from(questions).where(eq(questions.chapterCode, chapterCode))).map((r) => r.code),
    );
    if (inChapter.size === 0) return [];
    const now = this.now();
    const bundles = await this.db.select().from(mocktestBundles).where(isNull(mocktestBundles.ownerProfileId)).orderBy(asc(mocktestBundles.code));
    return bundles
      .filter((b) => b.sections.some((s) => s.questionCodes.some((c) => inChapter.has(c))))
      .filter((b) => {
        const schedule = scheduleOf(b);
        return !schedule || now >= schedule.visibleToStudentsAt;
      })
      .slice(0, TESTS_MAX)
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
