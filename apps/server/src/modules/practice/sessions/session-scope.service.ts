import type { z } from 'zod';
import type { practiceSessionBody } from '@abhyas/contracts';
import { bookTocChapters, questionCodesOf } from '@abhyas/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { BookmarkListService } from '../activity/bookmark-list.service.ts';
import type { RevisionService } from '../../revision/revision.service.ts';
import type { MapNode, SessionScopeRepository } from './session-scope.repository.ts';
import type { PracticeScope } from './sessions.repository.ts';

type SessionBody = z.infer<typeof practiceSessionBody>;

/** A 400 naming the field at fault (`path`). */
const scopeError = (path: string, message: string, code = 'UNKNOWN_PRACTICE_SCOPE') => new AppError(400, code, message, [{ path, message }]);

/** What a session practises, as resolved at creation. */
export interface ResolvedScope {
  /** The questions drawn from; null: the chapter in `chapterCode`. */
  scope: PracticeScope | null;
  chapterCode: string | null;
  /** chapter, topic, concept, book, test, video or question. */
  level: string;
  /** The code of what is practised (book, test, video, node or question). */
  bundleCode: string;
  name: string;
  subject: string;
  chapterName: string;
}

const describe = (scope: PracticeScope | null, chapter: MapNode | null, level: string, bundleCode: string, name: string, subject?: string): ResolvedScope => ({
  scope,
  chapterCode: chapter?.code ?? null,
  level,
  bundleCode,
  name,
  subject: subject ?? chapter?.subject ?? '',
  chapterName: chapter?.name ?? name,
});

/**
 * The scope of a new practice session for each practice kind (learning.md §3 session creation
 * payload; see practiceSessionBody): a chapter, topic or concept of the learning map, a book's
 * chapters, a test's questions, a video's questions, one question, or the profile's bookmarked questions.
 */
export class SessionScopeService {
  constructor(
    private readonly repo: SessionScopeRepository,
    private readonly bookmarks: BookmarkListService,
    private readonly revision: RevisionService,
  ) {}

  /**
   * BookmarkPractice (issue 19 §1 "practise them as a session"): the profile's bookmarked questions,
   * of one chapter or one subject when `learning_map.bundle_code` names it. 409
   * NO_BOOKMARKED_QUESTIONS when there are none.
   */
  private async bookmarkScope(profileId: string, code: string | undefined): Promise<ResolvedScope> {
    const node = code ? await this.repo.node(code) : null;
    const chapter = node?.level === 'chapter' ? node : null;
    const codes = await this.bookmarks.codes(profileId, chapter ? { chapter: chapter.code } : { subject: code });
    if (codes.length === 0)
      throw new AppError(409, 'NO_BOOKMARKED_QUESTIONS', code ? `No question of '${code}' is bookmarked.` : 'No question is bookmarked yet.');
    return describe({ kind: 'codes', codes }, chapter, 'bookmarks', 'bookmarks', 'Bookmarked questions', chapter?.subject ?? code);
  }

  /** The chapter node a chapter, topic or concept node belongs to. */
  private async chapterOf(n: MapNode): Promise<MapNode | null> {
    let cur: MapNode | null = n;
    for (let i = 0; cur && cur.level !== 'chapter' && i < 3; i++) cur = cur.parentCode ? await this.repo.node(cur.parentCode) : null;
    return cur?.level === 'chapter' ? cur : null;
  }

  /** A learning-map node (book, chapter, topic or concept) as a scope; null when there is none. */
  private async nodeScope(code: string): Promise<ResolvedScope | null> {
    const n = await this.repo.node(code);
    if (!n) return null;
    if (n.level === 'chapter') return describe(null, n, 'chapter', n.code, n.name);
    if (n.level === 'topic' || n.level === 'concept')
      return describe({ kind: n.level, code: n.code }, await this.chapterOf(n), n.level, n.code, n.name, n.subject);
    if (n.level === 'book') {
      const chapters = await this.repo.chaptersOf(n.code);
      return describe({ kind: 'chapters', codes: chapters.map((c) => c.code) }, chapters[0] ?? null, 'book', n.code, n.name, n.subject);
    }
    return null;
  }

  /** practice_id of BookPractice / CustomPractice / CFUPractice: a book, a test of this profile or published (not a class test), a video, or a learning-map node. */
  private async practiceIdScope(profileId: string, id: string): Promise<ResolvedScope> {
    const book = await this.repo.book(id);
    if (book) {
      const chapters = bookTocChapters((book.item as { toc?: unknown }).toc);
      const first = chapters[0] ? await this.repo.node(chapters[0]) : null;
      return describe({ kind: 'chapters', codes: chapters }, first, 'book', book.code, book.title, book.subject);
    }
    const test = await this.repo.test(id);
    if (test && test.ownerClassId === null && (test.ownerProfileId === null || test.ownerProfileId === profileId)) {
      const codes = [...new Set(test.sections.flatMap((sec) => sec.questionCodes))];
      const firstQ = codes.length ? await this.repo.question(codes[0]!) : null;
      const first = firstQ?.chapterCode ? await this.repo.node(firstQ.chapterCode) : null;
      return describe({ kind: 'codes', codes }, first, 'test', test.code, test.name, firstQ?.subject);
    }
    // A video: the check for understanding after watching it (issue 24 §2).
    const video = await this.repo.video(id);
    if (video) return this.videoScope(video);
    const scope = await this.nodeScope(id);
    if (!scope) throw scopeError('practice_id', `'${id}' is not a book, test, video, chapter, topic or concept.`, 'UNKNOWN_PRACTICE_ID');
    return scope;
  }

  private async questionRow(code: string, path: string) {
    const row = await this.repo.question(code);
    if (!row) throw scopeError(path, `'${code}' is not a question.`, 'UNKNOWN_QUESTION');
    return row;
  }

  /**
   * Listed questions as an ordered scope (AdhocPractice with a `questionCode` list): every code must
   * be a question (400 UNKNOWN_QUESTION naming the unknown ones); the chapter is the first's.
   */
  private async listScope(codes: string[]): Promise<ResolvedScope> {
    const rows = await Promise.all(codes.map((c) => this.repo.question(c)));
    const unknown = codes.filter((_, i) => !rows[i]);
    if (unknown.length) throw scopeError('questionCode', `Not questions: ${unknown.map((c) => `'${c}'`).join(', ')}.`, 'UNKNOWN_QUESTION');
    const first = rows[0]!;
    const chapter = first.chapterCode ? await this.repo.node(first.chapterCode) : null;
    return describe({ kind: 'codes', codes, ordered: true }, chapter, 'questions', codes.join(','), chapter?.name ?? first.code, first.subject);
  }

  /** A concept node as a scope; 400 UNKNOWN_CONCEPT (field `path`) for anything else. */
  private async conceptScope(code: string, path: string): Promise<ResolvedScope> {
    const n = await this.repo.node(code);
    if (!n || n.level !== 'concept') throw scopeError(path, `'${code}' is not a concept.`, 'UNKNOWN_CONCEPT');
    return (await this.nodeScope(n.code))!;
  }

  /**
   * A video's questions as a scope (AdhocPractice `video_id`, CFUPractice `practice_id`): those of
   * its annotations, then those tagged with its concepts; its chapter when it has none.
   */
  private async videoScope(v: NonNullable<Awaited<ReturnType<SessionScopeRepository['video']>>>): Promise<ResolvedScope> {
    const item = v.item as { concepts?: string[]; annotations?: { questionCodes: string[] }[] };
    const inVideo = (item.annotations ?? []).flatMap((a) => a.questionCodes);
    const concepts = item.concepts ?? [];
    const tagged = concepts.length ? await this.repo.questionCodesOfConcepts(concepts) : [];
    const codes = [...new Set([...inVideo, ...tagged])];
    const chapter = await this.repo.node(v.chapterCode);
    if (codes.length === 0) return describe(null, chapter, 'chapter', v.chapterCode, v.title, v.subject);
    return describe({ kind: 'codes', codes }, chapter, 'video', v.code, v.title, v.subject);
  }

  /** One question as a scope: its chapter when it has one, else the question alone. */
  private async questionScope(q: { code: string; chapterCode: string | null; subject: string }): Promise<ResolvedScope> {
    const chapter = q.chapterCode ? await this.repo.node(q.chapterCode) : null;
    if (chapter) return describe(null, chapter, 'chapter', chapter.code, chapter.name);
    return describe({ kind: 'codes', codes: [q.code] }, null, 'question', q.code, q.code, q.subject);
  }

  /**
   * The session's scope for each practice kind (see practiceSessionBody); 400 with the field at fault:
   * UNKNOWN_CHAPTER, UNKNOWN_PRACTICE_ID, UNKNOWN_QUESTION, UNKNOWN_CONCEPT, UNKNOWN_VIDEO or
   * UNKNOWN_PRACTICE_SCOPE; RevisionPractice: 404 REVISION_LIST_NOT_FOUND, 409 NOTHING_TO_REVISE.
   */
  async resolve(profileId: string, body: SessionBody): Promise<ResolvedScope> {
    const bundle = body.learning_map.bundle_code;
    const bundleScope = async () => {
      const s = bundle ? await this.nodeScope(bundle) : null;
      if (!s) throw scopeError('learning_map.bundle_code', `'${bundle}' is not a chapter, topic or concept of the learning map.`);
      return s;
    };
    switch (body.type) {
      case 'Normal': {
        const n = bundle ? await this.repo.node(bundle) : null;
        if (!n || n.level !== 'chapter')
          throw new AppError(400, 'UNKNOWN_CHAPTER', `'${bundle}' is not a chapter of the learning map.`, [
            { path: 'learning_map.bundle_code', message: 'not a chapter code' },
          ]);
        return describe(null, n, 'chapter', n.code, n.name);
      }
      case 'BookPractice':
      case 'CustomPractice':
      case 'CFUPractice':
        return this.practiceIdScope(profileId, (body.practice_id ?? bundle)!);
      case 'AdhocPractice': {
        const listed = body.questionCode ? questionCodesOf(body.questionCode) : [];
        // The annotation frame's comma list (learning.md §2): exactly those questions, each once, in that order.
        if (listed.length > 1) return this.listScope(listed);
        const q = body.questionCode ? await this.questionRow(listed[0]!, 'questionCode') : null;
        if (body.conceptCode) return this.conceptScope(body.conceptCode, 'conceptCode');
        if (body.video_id) {
          const v = await this.repo.video(body.video_id);
          if (!v) throw scopeError('video_id', `'${body.video_id}' is not a video.`, 'UNKNOWN_VIDEO');
          return this.videoScope(v);
        }
        if (q) return this.questionScope(q);
        return bundleScope();
      }
      case 'PAJPractice': {
        if (bundle) return bundleScope();
        return this.questionScope(await this.questionRow(body.questionCode!, 'questionCode'));
      }
      case 'BookmarkPractice':
        return this.bookmarkScope(profileId, bundle);
      case 'PAJNQEPractice': {
        if (body.concept_code) return this.conceptScope(body.concept_code, 'concept_code');
        return bundleScope();
      }
      case 'RevisionPractice': {
        // The list's questions in the queue's order (issue 19 §2); 404 / 409 NOTHING_TO_REVISE from the queue.
        const list = body.revision_list ?? 'due';
        const r = await this.revision.sessionScope(profileId, list);
        const first = r.chapterCode ?? (await this.repo.question(r.codes[0]!))?.chapterCode ?? null;
        const chapter = first ? await this.repo.node(first) : null;
        return { ...describe({ kind: 'codes', codes: r.codes }, chapter, 'revision', list, r.name), chapterName: chapter?.name ?? r.name };
      }
    }
  }
}
