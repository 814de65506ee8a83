/**
 * Reading the `/practice` query parameters of learning.md §2 Practice into the session payload of
 * §3 ("Session creation payload"). Pure: the page passes `location.search` as a plain object.
 */
import type { z } from 'zod';
import type { practiceSessionBody } from '@abhyas/contracts';
import { schoolContextOf } from '../../../lib/school-context.ts';

/** Practice kinds (learning.md §3). */
export type PracticeMode =
  'Normal' | 'BookPractice' | 'CFUPractice' | 'AdhocPractice' | 'CustomPractice' | 'PAJPractice' | 'PAJNQEPractice' | 'BookmarkPractice' | 'RevisionPractice';
/** BookmarkPractice: the profile's bookmarked questions (issue 19 §1), of the chapter or subject in `lm_code`. */
const MODES: readonly PracticeMode[] = [
  'Normal',
  'BookPractice',
  'CFUPractice',
  'AdhocPractice',
  'CustomPractice',
  'PAJPractice',
  'PAJNQEPractice',
  'BookmarkPractice',
  'RevisionPractice',
];

/** The session payload sent to `POST /v1/practice/session` (contract plus the spec's mode-specific fields). */
export type SessionPayload = z.input<typeof practiceSessionBody> & Record<string, unknown>;

/** Everything the practice page reads from its URL. */
export interface PracticeParams {
  mode: PracticeMode;
  title: string;
  /** Where "end practice" returns when there is no summary to show (`origin_url`). */
  originUrl: string | null;
  /** Embedded in an iframe (`iframe=true`): the closed-iframe message replaces navigation. */
  iframe: boolean;
  /** The chapter (or practice) code the session covers; empty when the URL names none. */
  bundleCode: string;
  /** Adhoc and guided modes: the codes of the question-start call (`questionCode`, comma list). */
  questionCodes: string[];
  conceptCode: string;
  videoId: string;
  /** Adhoc and guided journeys post the question-start call before the first question (§4). */
  needsQuestionStart: boolean;
  /** Guided journeys (PAJ) do nothing when the questions run out (§4). */
  guided: boolean;
  payload: SessionPayload;
}

type Search = Record<string, unknown>;

const str = (search: Search, key: string): string => {
  const v = search[key];
  return typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
};

/** Copies the non-empty `keys` of `search` into an object (the payload carries only what the URL had). */
function pick(search: Search, keys: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(keys)) {
    const v = str(search, from);
    if (v !== '') out[to] = v;
  }
  return out;
}

/** The practice mode of `mode=` (unknown or missing → Normal). */
export function modeOf(value: unknown): PracticeMode {
  return MODES.find((m) => m === value) ?? 'Normal';
}

/**
 * The practice parameters of a `/practice` URL (learning.md §2): Normal reads format_id, exam_code,
 * lm_code, lm_level, lm_name, device, source, sourceID, schoolId, classId; Book / Custom / CFU read
 * practice_id, format_id, lm_name, practice_uid; Adhoc reads video_id, conceptCode, questionCode;
 * the guided journeys read questionCode and the paj_* fields (the non-question-based one also
 * paj_step_id, duration_in_minutes, concept_code, bundle_code, level). `chapter_code` is accepted as
 * another name of lm_code. `locale` becomes the payload's language. Any mode started from a school
 * assignment carries its `homework_id`, `school_id` and `class_id` (issue 23 §2; `schoolId` and
 * `classId` are read too).
 */
export function readPracticeParams(search: Search, locale: string): PracticeParams {
  const mode = modeOf(search.mode);
  const guided = mode === 'PAJPractice' || mode === 'PAJNQEPractice';
  const lmCode = str(search, 'lm_code') || str(search, 'chapter_code') || str(search, 'bundle_code');
  const practiceId = str(search, 'practice_id');
  const bundleCode = lmCode || practiceId || str(search, 'concept_code');
  const questionCodes = str(search, 'questionCode')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const title = str(search, 'title') || str(search, 'lm_name');
  const learningMap = {
    ...(lmCode ? { bundle_code: lmCode } : {}),
    ...pick(search, { exam_code: 'exam_code', format_id: 'format_id', lm_name: 'lm_name', goal_name: 'goal_name', exam_name: 'exam_name' }),
    ...(str(search, 'lm_level') || str(search, 'level') ? { level: str(search, 'lm_level') || str(search, 'level') } : {}),
  };
  const payload: SessionPayload = {
    type: mode,
    learning_map: learningMap,
    ...(title ? { title } : {}),
    language: locale,
    device: str(search, 'device') || 'WEB',
    source: str(search, 'source') || 'web',
    ...pick(search, {
      sourceID: 'sourceId',
      practice_uid: 'practice_uid',
      platform_session_id: 'platform_session_id',
      practice_id: 'practice_id',
    }),
    // Work done for a school assignment: the server checks it and the teacher's report counts it.
    ...schoolContextOf(search),
  };
  // A review of the revision queue or a revision list (issue 19 §2): `revision_list` (due by default).
  if (mode === 'RevisionPractice') Object.assign(payload, pick(search, { revision_list: 'revision_list' }));
  if (mode === 'AdhocPractice') {
    Object.assign(payload, pick(search, { video_id: 'video_id', conceptCode: 'conceptCode' }));
    // The annotation frame's list (learning.md §2): the session serves exactly these, in this order.
    if (questionCodes.length) payload.questionCode = questionCodes.join(',');
  }
  if (guided) {
    Object.assign(
      payload,
      pick(search, {
        paj_id: 'paj_id',
        paj_step_index: 'paj_step_index',
        paj_step_path: 'paj_step_path',
        paj_step_path_index: 'paj_step_path_index',
        call_id: 'call_id',
        object_type: 'object_type',
      }),
    );
    if (questionCodes[0]) payload.questionCode = questionCodes[0];
    if (mode === 'PAJNQEPractice')
      Object.assign(payload, pick(search, { paj_step_id: 'paj_step_id', duration_in_minutes: 'duration_in_minutes', concept_code: 'concept_code' }));
  }
  return {
    mode,
    title,
    originUrl: str(search, 'origin_url') || null,
    iframe: str(search, 'iframe') === 'true',
    bundleCode,
    questionCodes,
    conceptCode: str(search, 'conceptCode') || str(search, 'concept_code'),
    videoId: str(search, 'video_id'),
    needsQuestionStart: mode === 'AdhocPractice' || guided,
    guided,
    payload,
  };
}

/**
 * The Normal-mode `/practice` link of a chapter with the §2 parameters (mode, title, lm_code,
 * lm_level, lm_name, exam_code, format_id).
 */
export function chapterPracticeHref(chapter: { code: string; name?: string; examCode?: string }): string {
  const q = new URLSearchParams({ mode: 'Normal', lm_code: chapter.code, lm_level: 'chapter' });
  if (chapter.name) {
    q.set('lm_name', chapter.name);
    q.set('title', chapter.name);
  }
  if (chapter.examCode) q.set('exam_code', chapter.examCode);
  return `/practice?${q.toString()}`;
}

/** Query parameters that name or label a practice without changing which one it is. */
const NOT_IDENTITY = new Set(['session_id', 'title', 'lm_name', 'origin_url']);

/**
 * What identifies a practice among `/practice` URLs (issue 15: reopening it resumes its session):
 * the query parameters except the session id and labels, sorted, as one string.
 */
export function practiceKeyOf(search: Search): string {
  return Object.keys(search)
    .filter((k) => !NOT_IDENTITY.has(k) && str(search, k) !== '')
    .sort()
    .map((k) => `${k}=${str(search, k)}`)
    .join('&');
}

/** The session a `/practice` URL names (`session_id`), or null. */
export function sessionIdOf(search: Search): string | null {
  const id = str(search, 'session_id');
  return /^[0-9a-f-]{36}$/iu.test(id) ? id : null;
}

/** `searchStr` (`?a=1&b=2`) with `session_id` set to `id`, or removed when `id` is null. */
export function withSessionId(searchStr: string, id: string | null): string {
  const q = new URLSearchParams(searchStr);
  if (id) q.set('session_id', id);
  else q.delete('session_id');
  const s = q.toString();
  return s ? `?${s}` : '';
}
