/**
 * State of the computer-based test screen (learning.md §3 Test session (client), §4 Tests): the
 * palette status and saved answer per question, the working (unsaved) answer of the question on
 * screen, summary counts overall and per section, the per-section answered count, and where the
 * student is. Status changes go through the domain palette (`nextStatus`, `moveCount`,
 * `answeredDelta`), exactly as `replayEvents` applies them, so a reload rebuilds the same state.
 * Every action emits its test event (with the next eorder and `t`) to the attached sink.
 */
import {
  answeredDelta,
  hasAnswer,
  moveCount,
  nextStatus,
  summarize,
  type PaletteStatus,
  type PaletteSummary,
  type Replay,
  type SelectedAnswer,
  type TestEvent,
  type TestEventType,
} from '@abhyas/domain';
import { create } from 'zustand';

/** A section as the screen needs it. */
export interface CbtSection {
  code: string;
  name: string;
  questionCodes: string[];
}

/** Where emitted events go (the event queue in the app). */
export type EventSink = (event: TestEvent) => void;

export interface CbtInit {
  sections: CbtSection[];
  /** The replayed events (server + local); all Not Visited when omitted. */
  replay?: Replay;
  /** The question to show first (the last one on screen); the first question when null. */
  currentCode?: string | null;
  /** eorder of the next event (last stored eorder + 1). */
  nextEorder: number;
  /** Seconds since the test started, for event `t`. */
  clock: () => number;
  sink: EventSink;
  /** An adaptive test (the Achieve diagnostic): saving a section's last question waits for the next one instead of moving on. */
  adaptive?: boolean;
}

export interface CbtState {
  sections: CbtSection[];
  sectionOf: Record<string, string>;
  statuses: Record<string, PaletteStatus>;
  answers: Record<string, SelectedAnswer>;
  /** The answer on screen for the current question (saved only by Save & Next or Mark for Review & Next). */
  draft: SelectedAnswer;
  summary: PaletteSummary;
  sectionSummary: Record<string, PaletteSummary>;
  /** Per section: questions answered (Answered or Answered & Marked for Review). */
  sectionAnswered: Record<string, number>;
  currentSection: string;
  currentCode: string;
  /** With section locking, the only section that may be shown (null: free movement). */
  lockedSection: string | null;
  nextEorder: number;
  clock: () => number;
  sink: EventSink;
  /** An adaptive test: questions are added to sections as answers arrive. */
  adaptive: boolean;
  /** In an adaptive test, the question just saved that was its section's last: the screen waits for the next one. */
  waitingAfter: string | null;

  /** Loads a paper (and replayed events) and shows the current question (emitting view_question). */
  init(init: CbtInit): void;
  /** Shows question `code` (unsaved changes are dropped, NTA-style); emits change_section when the section changes. */
  view(code: string): void;
  /** Changes section to its first question. */
  changeSection(section: string): void;
  /** The student changed the response (emits select/deselect/input_answer). */
  setDraft(answer: SelectedAnswer, kind?: 'choice' | 'input'): void;
  /** Save & Next. */
  saveAndNext(): void;
  /** Mark for Review & Next. */
  markForReviewAndNext(): void;
  /** Clear Response. */
  clearResponse(): void;
  /** Next question (without saving). */
  next(): void;
  /** Previous question (without saving). */
  back(): void;
  /**
   * Section locking (learning.md §4): only section `code` may be shown from now on (null lifts the
   * lock); moves to its first question when another section is on screen.
   */
  lockToSection(code: string | null): void;
  /**
   * Adds the questions new in `sections` (an adaptive test's paper fetched again) as Not Visited and,
   * when waiting, shows the question after the one saved if its section grew; else, with the section
   * done (`doneSections`), the first question of the next section not done. Clears the wait.
   */
  extend(sections: CbtSection[], doneSections: readonly string[]): void;
  /** Emits an event that changes no palette state (freeze, auto_submit, resume, time_tampered…). */
  record(type: TestEventType, extra?: Partial<Pick<TestEvent, 'question_code' | 'section'>>): void;
}

const noop = () => {};
const EMPTY: PaletteSummary = { notVisited: 0, notAnswered: 0, answered: 0, reviewNow: 0, answeredAndMarkedForReview: 0 };

/** The codes in paper order. */
function allCodes(sections: CbtSection[]): string[] {
  return sections.flatMap((s) => s.questionCodes);
}

/** The store (one test on screen at a time). */
export const useCbtStore = create<CbtState>()((set, get) => {
  const emit = (type: TestEventType, code: string | null, section: string | null, selected?: SelectedAnswer) => {
    const s = get();
    const event: TestEvent = {
      eorder: s.nextEorder,
      event_type: type,
      question_code: code,
      section,
      t: s.clock(),
      ...(selected !== undefined ? { event_info: { selected_answer: selected } } : {}),
    };
    set({ nextEorder: s.nextEorder + 1 });
    s.sink(event);
  };

  /** Moves `code` to status `to`, keeping the summaries and answered counts in step. */
  const move = (code: string, to: PaletteStatus, answer?: SelectedAnswer) => {
    const s = get();
    const from = s.statuses[code] ?? 'NOT_VISITED';
    const section = s.sectionOf[code] ?? '';
    set({
      statuses: { ...s.statuses, [code]: to },
      summary: moveCount(s.summary, from, to),
      sectionSummary: { ...s.sectionSummary, [section]: moveCount(s.sectionSummary[section] ?? EMPTY, from, to) },
      sectionAnswered: { ...s.sectionAnswered, [section]: (s.sectionAnswered[section] ?? 0) + answeredDelta(from, to) },
      ...(answer !== undefined ? { answers: { ...s.answers, [code]: answer } } : {}),
    });
  };

  const show = (code: string) => {
    const s = get();
    const section = s.sectionOf[code];
    if (!section) return;
    if (section !== s.currentSection) emit('change_section', null, section);
    set({ currentSection: section, currentCode: code, draft: s.answers[code] ?? null });
    move(code, nextStatus(get().statuses[code] ?? 'NOT_VISITED', 'view', hasAnswer(get().answers[code])));
    emit('view_question', code, section);
  };

  const neighbour = (step: 1 | -1): string | null => {
    const { lockedSection, sections } = get();
    const codes = lockedSection ? (sections.find((x) => x.code === lockedSection)?.questionCodes ?? []) : allCodes(sections);
    const i = codes.indexOf(get().currentCode);
    return codes[i + step] ?? null;
  };

  /** After a save: the next question, or in an adaptive test at a section's last question, a wait for the next one. */
  const advance = (code: string) => {
    const s = get();
    const section = s.sections.find((x) => x.code === s.sectionOf[code]);
    if (s.adaptive && section && section.questionCodes[section.questionCodes.length - 1] === code) set({ waitingAfter: code });
    else get().next();
  };

  return {
    adaptive: false,
    waitingAfter: null,
    sections: [],
    sectionOf: {},
    statuses: {},
    answers: {},
    draft: null,
    summary: EMPTY,
    sectionSummary: {},
    sectionAnswered: {},
    currentSection: '',
    currentCode: '',
    lockedSection: null,
    nextEorder: 1,
    clock: () => 0,
    sink: noop,

    init({ sections, replay, currentCode, nextEorder, clock, sink, adaptive = false }) {
      const statuses: Record<string, PaletteStatus> = {};
      const answers: Record<string, SelectedAnswer> = {};
      const sectionOf: Record<string, string> = {};
      const sectionSummary: Record<string, PaletteSummary> = {};
      const sectionAnswered: Record<string, number> = {};
      for (const section of sections) {
        for (const code of section.questionCodes) {
          const q = replay?.questions.get(code);
          statuses[code] = q?.status ?? 'NOT_VISITED';
          answers[code] = q?.answer ?? null;
          sectionOf[code] = section.code;
        }
        const own = section.questionCodes.map((c) => statuses[c]!);
        sectionSummary[section.code] = summarize(own);
        sectionAnswered[section.code] = own.filter((st) => st === 'ANSWERED' || st === 'ANSWERED_AND_MARKED_FOR_REVIEW').length;
      }
      const first = currentCode && sectionOf[currentCode] ? currentCode : (sections[0]?.questionCodes[0] ?? '');
      set({
        sections,
        sectionOf,
        statuses,
        answers,
        summary: summarize(Object.values(statuses)),
        sectionSummary,
        sectionAnswered,
        nextEorder,
        clock,
        sink,
        currentSection: sectionOf[first] ?? '',
        currentCode: '',
        lockedSection: null,
        draft: null,
        adaptive,
        waitingAfter: null,
      });
      if (first) show(first);
    },

    extend(sections, doneSections) {
      const s = get();
      const statuses = { ...s.statuses };
      const answers = { ...s.answers };
      const sectionOf = { ...s.sectionOf };
      const sectionSummary = { ...s.sectionSummary };
      let summary = s.summary;
      for (const section of sections) {
        for (const code of section.questionCodes) {
          if (sectionOf[code]) continue;
          statuses[code] = 'NOT_VISITED';
          answers[code] = null;
          sectionOf[code] = section.code;
          summary = { ...summary, notVisited: summary.notVisited + 1 };
          const own = sectionSummary[section.code] ?? EMPTY;
          sectionSummary[section.code] = { ...own, notVisited: own.notVisited + 1 };
        }
      }
      const waited = s.waitingAfter;
      set({ sections, statuses, answers, sectionOf, sectionSummary, summary, waitingAfter: null });
      if (!waited) return;
      const section = sections.find((x) => x.code === sectionOf[waited]);
      const after = section ? section.questionCodes[section.questionCodes.indexOf(waited) + 1] : undefined;
      if (after) return show(after);
      const order = sections.map((x) => x.code);
      const from = section ? order.indexOf(section.code) : -1;
      const open = [...order.slice(from + 1), ...order.slice(0, Math.max(0, from))].find((c) => !doneSections.includes(c));
      const target = sections.find((x) => x.code === open);
      const firstOpen = target?.questionCodes.find((c) => statuses[c] === 'NOT_VISITED') ?? target?.questionCodes[0];
      if (firstOpen && firstOpen !== get().currentCode) show(firstOpen);
    },

    view(code) {
      const { lockedSection, sectionOf } = get();
      if (lockedSection && sectionOf[code] !== lockedSection) return;
      if (code !== get().currentCode) show(code);
    },

    changeSection(section) {
      const { lockedSection } = get();
      if (lockedSection && section !== lockedSection) return;
      const target = get().sections.find((s) => s.code === section);
      if (target && section !== get().currentSection && target.questionCodes[0]) show(target.questionCodes[0]);
    },

    setDraft(answer, kind = 'choice') {
      const s = get();
      if (!s.currentCode) return;
      set({ draft: answer });
      const type: TestEventType = kind === 'input' ? 'input_answer' : hasAnswer(answer) ? 'select_answer' : 'deselect_answer';
      emit(type, s.currentCode, s.currentSection, answer);
    },

    saveAndNext() {
      const s = get();
      const code = s.currentCode;
      if (!code) return;
      const answered = hasAnswer(s.draft);
      const to = nextStatus(nextStatus(s.statuses[code] ?? 'NOT_VISITED', 'view', false), 'save', answered);
      const saved = answered ? s.draft : null;
      move(code, to, saved);
      emit('save_attempt', code, s.currentSection, saved);
      advance(code);
    },

    markForReviewAndNext() {
      const s = get();
      const code = s.currentCode;
      if (!code) return;
      const answered = hasAnswer(s.draft);
      const saved = nextStatus(nextStatus(s.statuses[code] ?? 'NOT_VISITED', 'view', false), 'save', answered);
      const to = saved === 'MARKED_FOR_REVIEW' || saved === 'ANSWERED_AND_MARKED_FOR_REVIEW' ? saved : nextStatus(saved, 'toggle_review', answered);
      const answer = answered ? s.draft : null;
      move(code, to, answer);
      emit('review_attempt', code, s.currentSection, answer);
      advance(code);
    },

    clearResponse() {
      const s = get();
      const code = s.currentCode;
      if (!code) return;
      move(code, nextStatus(s.statuses[code] ?? 'NOT_VISITED', 'clear', false), null);
      set({ draft: null });
      emit('clear_attempt', code, s.currentSection, null);
    },

    next() {
      const code = neighbour(1);
      if (code) show(code);
    },

    back() {
      const code = neighbour(-1);
      if (code) show(code);
    },

    lockToSection(code) {
      if (get().lockedSection === code) return;
      set({ lockedSection: code });
      const target = code ? get().sections.find((s) => s.code === code) : undefined;
      if (target && get().currentSection !== code && target.questionCodes[0]) show(target.questionCodes[0]);
    },

    record(type, extra) {
      emit(type, extra?.question_code ?? null, extra?.section ?? null);
    },
  };
});
