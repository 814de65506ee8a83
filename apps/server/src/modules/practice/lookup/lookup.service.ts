import type { PackNote, PackVideo, VideoTile } from '@abhyas/contracts';
import { mediaUrl, youtubeId } from '../../content/browse.service.ts';
import type { LearningMapNode, LookupRepository, VideoRow } from './lookup.repository.ts';

const nameIn = (n: Pick<LearningMapNode, 'name' | 'names'>, locale: string) => (locale && n.names[locale]) || n.name;

/** A video tile (contracts videoTileSchema) from a stored video. */
export function videoTile(v: VideoRow, locale: string): VideoTile {
  const item = v.item as unknown as PackVideo;
  const id = item.sourceType === 'youtube' ? youtubeId(item.url) : null;
  return {
    code: v.code,
    title: item.names?.[locale] ?? v.title,
    lengthS: v.lengthS,
    thumbnail: item.thumbnail ? mediaUrl(item.thumbnail) : id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null,
    sourceType: item.sourceType,
    owner: item.owner.name,
    chapterCode: v.chapterCode,
    topicCode: v.topicCode,
  };
}

/**
 * Learning-map lookups for practice (learning.md §7 Practice `/topics/content`, `/concepts`,
 * `concept/content`) and the intervention screen: names in a locale and each concept's videos.
 */
export class PracticeLookupService {
  constructor(private readonly repo: LookupRepository) {}

  /** Videos tagged with each concept (pack `concepts`), by concept code, in title order. */
  async videosByConcept(conceptCodes: string[], locale: string): Promise<Map<string, VideoTile[]>> {
    const out = new Map(conceptCodes.map((c) => [c, [] as VideoTile[]]));
    if (conceptCodes.length === 0) return out;
    for (const v of await this.repo.videosTaggedWithAny(conceptCodes)) {
      const tagged = ((v.item as unknown as PackVideo).concepts ?? []) as string[];
      for (const c of tagged) out.get(c)?.push(videoTile(v, locale));
    }
    return out;
  }

  /**
   * Videos to recommend for each concept (learning interventions, docs/decisions/008): the videos
   * tagged with the concept, else the videos of the concept's topic (content often tags videos by
   * topic only). Empty when neither exists.
   */
  async recommendedVideos(conceptCodes: string[], locale: string): Promise<Map<string, VideoTile[]>> {
    const out = await this.videosByConcept(conceptCodes, locale);
    const missing = conceptCodes.filter((c) => (out.get(c) ?? []).length === 0);
    if (missing.length === 0) return out;
    const nodes = await this.repo.nodes(missing);
    const topics = [...new Set(nodes.map((n) => n.parentCode).filter((c): c is string => c !== null))];
    if (topics.length === 0) return out;
    const rows = await this.repo.videosOfTopics(topics);
    for (const n of nodes)
      if (n.parentCode)
        out.set(
          n.code,
          rows.filter((v) => v.topicCode === n.parentCode).map((v) => videoTile(v, locale)),
        );
    return out;
  }

  /**
   * The chapter notes of each concept's chapter (concept → topic → chapter → `chapter_notes`), title
   * in `locale` when translated; concepts whose chapter has no notes are left out (issue #16 §4).
   */
  async conceptNotes(conceptCodes: string[], locale: string): Promise<Map<string, { code: string; title: string; chapter_code: string }>> {
    const out = new Map<string, { code: string; title: string; chapter_code: string }>();
    if (conceptCodes.length === 0) return out;
    const concepts = await this.repo.nodes(conceptCodes);
    const topics = await this.parents(concepts.map((c) => c.parentCode));
    const chapterOf = new Map(concepts.map((c) => [c.code, c.parentCode ? (topics.get(c.parentCode)?.parentCode ?? null) : null]));
    const chapters = [...new Set([...chapterOf.values()].filter((c): c is string => c !== null))];
    if (chapters.length === 0) return out;
    const notes = await this.repo.notesOfChapters(chapters);
    for (const [concept, chapter] of chapterOf) {
      const note = notes.find((n) => n.chapterCode === chapter);
      if (!note) continue;
      const item = note.item as unknown as PackNote;
      out.set(concept, { code: note.code, title: item.translations[locale]?.title ?? note.title, chapter_code: note.chapterCode });
    }
    return out;
  }

  /** Concept names and videos (GET /concepts), in the order asked; unknown codes are left out. */
  async concepts(codes: string[], locale: string) {
    const nodes = await this.repo.conceptNodes(codes);
    const topics = await this.parents(nodes.map((n) => n.parentCode));
    const vids = await this.videosByConcept(
      nodes.map((n) => n.code),
      locale,
    );
    const byCode = new Map(nodes.map((n) => [n.code, n]));
    return codes.flatMap((code) => {
      const n = byCode.get(code);
      if (!n) return [];
      const topic = n.parentCode ? topics.get(n.parentCode) : undefined;
      return [
        {
          code: n.code,
          name: nameIn(n, locale),
          topic_code: n.parentCode,
          chapter_code: topic?.parentCode ?? null,
          subject: n.subject,
          videos: vids.get(n.code) ?? [],
        },
      ];
    });
  }

  /** Concept display names by code (the code itself when unknown). */
  async conceptNames(codes: string[], locale: string): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await this.repo.nodes(codes);
    return new Map(
      codes.map((c) => [
        c,
        (() => {
          const n = rows.find((r) => r.code === c);
          return n ? nameIn(n, locale) : c;
        })(),
      ]),
    );
  }

  private async parents(codes: (string | null)[]): Promise<Map<string, LearningMapNode>> {
    const wanted = [...new Set(codes.filter((c): c is string => c !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.repo.nodes(wanted);
    return new Map(rows.map((r) => [r.code, r]));
  }

  /**
   * Content of learning-map nodes (GET /topics/content): for a chapter, topic or concept, its concepts
   * (in map order), videos (in title order) and number of questions. Unknown codes are left out.
   */
  async topicsContent(codes: string[], locale: string) {
    const nodes = await this.repo.nodes(codes);
    const out = [];
    for (const code of codes) {
      const n = nodes.find((x) => x.code === code);
      if (!n) continue;
      let conceptNodes: LearningMapNode[] = [];
      let videoRows: VideoRow[] = [];
      let questionCount = 0;
      if (n.level === 'concept') {
        conceptNodes = [n];
        videoRows = await this.repo.videosTaggedWith(n.code);
        questionCount = await this.repo.countQuestions({ level: 'concept', code: n.code });
      } else if (n.level === 'topic') {
        conceptNodes = await this.repo.conceptsOfTopic(n.code);
        videoRows = await this.repo.videosOfTopic(n.code);
        questionCount = await this.repo.countQuestions({ level: 'topic', code: n.code });
      } else if (n.level === 'chapter') {
        const topicCodes = await this.repo.topicCodesOfChapter(n.code);
        conceptNodes = topicCodes.length ? await this.repo.conceptsOfTopics(topicCodes) : [];
        videoRows = await this.repo.videosOfChapter(n.code);
        questionCount = await this.repo.countQuestions({ level: 'chapter', code: n.code });
      }
      conceptNodes.sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
      videoRows.sort((a, b) => a.title.localeCompare(b.title));
      out.push({
        lm_code: n.code,
        level: n.level,
        name: nameIn(n, locale),
        concepts: conceptNodes.map((c) => ({ code: c.code, name: nameIn(c, locale) })),
        videos: videoRows.map((v) => videoTile(v, locale)),
        question_count: questionCount,
      });
    }
    return out;
  }
}
