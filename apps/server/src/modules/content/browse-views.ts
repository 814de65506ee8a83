/**
 * How stored content is shown on the browsing pages (issue #3 §5–§6): media paths as the server
 * serves them, video tiles, notes in the reader's language, a test's marks. Pure: no I/O.
 */
import type { ChapterNote, PackNote, PackVideo, VideoTile } from '@abhyas/contracts';
import type { StoredSection } from '../../db/schema/index.ts';

/** A self-hosted clip's pack path (`media/x.mp4`) as the url the server serves it at (`/media/x.mp4`). */
export function mediaUrl(url: string): string;
export function mediaUrl(url: string | undefined): string | null;
export function mediaUrl(url: string | undefined): string | null {
  if (url === undefined) return null;
  return url.startsWith('media/') ? `/${url}` : url;
}

/** The YouTube video id of a watch, share or embed url, or null. */
export function youtubeId(url: string): string | null {
  const m = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/u.exec(url);
  return m ? m[1]! : null;
}

/** A tile's image: the pack's thumbnail, else YouTube's own for YouTube videos, else none. */
export function thumbnailOf(item: PackVideo): string | null {
  if (item.thumbnail) return mediaUrl(item.thumbnail);
  const id = item.sourceType === 'youtube' ? youtubeId(item.url) : null;
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/** The stored fields of a video a tile shows. */
export interface StoredVideo {
  code: string;
  title: string;
  lengthS: number;
  chapterCode: string;
  topicCode: string | null;
  item: unknown;
}

/**
 * A video's tile in `locale`; `playable` turns a stored url into one the browser may play
 * (self-hosted files signed, docs/decisions/009).
 */
export function videoTile(v: StoredVideo, locale: string, playable: (url: string) => string): VideoTile {
  const item = v.item as PackVideo;
  return {
    code: v.code,
    title: item.names?.[locale] ?? v.title,
    lengthS: v.lengthS,
    thumbnail: thumbnailOf(item),
    sourceType: item.sourceType,
    owner: item.owner.name,
    previewUrl: item.previewUrl === undefined ? null : playable(mediaUrl(item.previewUrl)),
    chapterCode: v.chapterCode,
    topicCode: v.topicCode,
  };
}

/** Marks of a full-marks answer to every question of a section, from its marking per type. */
export function sectionMaxMarks(section: StoredSection, typeOf: Map<string, string>): number {
  let total = 0;
  for (const code of section.questionCodes) {
    const scheme = section.markingByType[typeOf.get(code) ?? ''] as { kind: string; correct?: number; full?: number } | undefined;
    total += scheme ? (scheme.kind === 'simple' ? (scheme.correct ?? 0) : (scheme.full ?? 0)) : 0;
  }
  return total;
}

/**
 * `{ paperQuestionCount }` when the sections hold fewer questions than the original paper (issue 16
 * §3: JEEBench leaves out the questions that need a figure): the paper's count, a section without
 * one counting as whole. Empty when the test holds the whole paper.
 */
export function paperCountOf(sections: readonly Pick<StoredSection, 'questionCodes' | 'paperQuestionCount'>[]): { paperQuestionCount?: number } {
  const held = sections.reduce((n, s) => n + s.questionCodes.length, 0);
  const paper = sections.reduce((n, s) => n + Math.max(s.paperQuestionCount ?? 0, s.questionCodes.length), 0);
  return paper > held ? { paperQuestionCount: paper } : {};
}

/** Pack media inside a note's Markdown (`](media/…)`) as the server serves it (`](/media/…)`). */
const servedMedia = (markdown: string): string => markdown.replace(/\]\(media\//gu, '](/media/');

/** The note's title as listed on the chapter page, in `locale` when translated. */
export function noteRef(code: string, note: PackNote, locale: string): { code: string; title: string; language: string } {
  const t = note.translations[locale];
  return t ? { code, title: t.title, language: locale } : { code, title: note.title, language: note.language };
}

/** A stored note in `locale` (its translation when there is one), media paths as served. */
export function localizedNote(code: string, note: PackNote, locale: string, chapter: { code: string; name: string }): ChapterNote {
  const t = note.translations[locale];
  const text = t ?? note;
  return {
    code,
    chapter,
    language: t ? locale : note.language,
    languages: [note.language, ...Object.keys(note.translations).filter((l) => l !== note.language)],
    title: text.title,
    keyIdeas: servedMedia(text.keyIdeas),
    formulas: servedMedia(text.formulas),
    workedExamples: text.workedExamples.map((w) => ({ problem: servedMedia(w.problem), solution: servedMedia(w.solution) })),
    commonMistakes: servedMedia(text.commonMistakes),
  };
}
