import { replayEvents, type TestEvent } from '@abhyas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCbtStore } from './cbt-store.ts';

const sections = [
  { code: 'phy', name: 'Physics', questionCodes: ['p1', 'p2', 'p3'] },
  { code: 'che', name: 'Chemistry', questionCodes: ['c1', 'c2'] },
];
let events: TestEvent[] = [];
const s = () => useCbtStore.getState();

beforeEach(() => {
  events = [];
  s().init({ sections, nextEorder: 11, clock: () => 5, sink: (e) => events.push(e) });
});

describe('CBT store (learning.md §4 Tests palette rules)', () => {
  it('starts Not Visited and marks the first question Not Answered when shown', () => {
    expect(s().currentCode).toBe('p1');
    expect(s().statuses).toMatchObject({ p1: 'NOT_ANSWERED', p2: 'NOT_VISITED', c1: 'NOT_VISITED' });
    expect(s().summary).toEqual({ notVisited: 4, notAnswered: 1, answered: 0, reviewNow: 0, answeredAndMarkedForReview: 0 });
    expect(events).toEqual([{ eorder: 11, event_type: 'view_question', question_code: 'p1', section: 'phy', t: 5 }]);
  });

  it('Save & Next with an answer makes it Answered, counts it for the section and moves on', () => {
    s().setDraft(['B']);
    s().saveAndNext();
    expect(s().statuses.p1).toBe('ANSWERED');
    expect(s().answers.p1).toEqual(['B']);
    expect(s().currentCode).toBe('p2');
    expect(s().statuses.p2).toBe('NOT_ANSWERED');
    expect(s().sectionAnswered.phy).toBe(1);
    expect(s().summary.answered).toBe(1);
    expect(events.map((e) => e.event_type)).toEqual(['view_question', 'select_answer', 'save_attempt', 'view_question']);
    expect(events[2]).toMatchObject({ eorder: 13, question_code: 'p1', event_info: { selected_answer: ['B'] } });
  });

  it('Save & Next without an answer leaves it Not Answered', () => {
    s().saveAndNext();
    expect(s().statuses.p1).toBe('NOT_ANSWERED');
    expect(s().answers.p1).toBeNull();
    expect(s().sectionAnswered.phy).toBe(0);
  });

  it('Mark for Review & Next: violet without an answer, answered-and-marked with one', () => {
    s().markForReviewAndNext();
    expect(s().statuses.p1).toBe('MARKED_FOR_REVIEW');
    s().setDraft('42', 'input');
    s().markForReviewAndNext();
    expect(s().statuses.p2).toBe('ANSWERED_AND_MARKED_FOR_REVIEW');
    expect(s().sectionAnswered.phy).toBe(1);
    expect(s().summary).toMatchObject({ reviewNow: 1, answeredAndMarkedForReview: 1, notAnswered: 1, notVisited: 2 });
  });

  it('Clear Response empties the answer: Answered → Not Answered, Answered & Marked → Marked for Review', () => {
    s().setDraft(['A']);
    s().saveAndNext();
    s().view('p1');
    s().clearResponse();
    expect(s().statuses.p1).toBe('NOT_ANSWERED');
    expect(s().answers.p1).toBeNull();
    expect(s().draft).toBeNull();
    expect(s().sectionAnswered.phy).toBe(0);

    s().setDraft(['C']);
    s().markForReviewAndNext();
    s().view('p1');
    s().clearResponse();
    expect(s().statuses.p1).toBe('MARKED_FOR_REVIEW');
  });

  it('drops an unsaved answer when moving away (NTA) and crosses sections with change_section', () => {
    s().setDraft(['D']);
    s().next();
    expect(s().answers.p1).toBeNull();
    expect(s().statuses.p1).toBe('NOT_ANSWERED');
    s().changeSection('che');
    expect(s().currentCode).toBe('c1');
    expect(events.at(-2)).toMatchObject({ event_type: 'change_section', section: 'che' });
  });

  it('its state equals the domain replay of the events it emitted', () => {
    s().setDraft(['A']);
    s().saveAndNext();
    s().markForReviewAndNext();
    s().setDraft('7', 'input');
    s().markForReviewAndNext();
    s().back();
    s().clearResponse();
    const replay = replayEvents(['p1', 'p2', 'p3', 'c1', 'c2'], events);
    for (const [code, q] of replay.questions) {
      expect(s().statuses[code]).toBe(q.status);
      expect(s().answers[code] ?? null).toEqual(q.answer);
    }
  });
});

describe('CBT store, adaptive test (the Achieve diagnostic, issue 18 §2)', () => {
  const adaptive = [
    { code: 'phy', name: 'Physics', questionCodes: ['p1'] },
    { code: 'che', name: 'Chemistry', questionCodes: ['c1'] },
  ];
  beforeEach(() => {
    events = [];
    s().init({ sections: adaptive, nextEorder: 1, clock: () => 5, sink: (e) => events.push(e), adaptive: true });
  });

  it("waits after saving a section's last question, then shows the question the server added", () => {
    s().setDraft(['A']);
    s().saveAndNext();
    expect(s().waitingAfter).toBe('p1');
    expect(s().currentCode).toBe('p1');
    s().extend(
      [
        { code: 'phy', name: 'Physics', questionCodes: ['p1', 'p7'] },
        { code: 'che', name: 'Chemistry', questionCodes: ['c1'] },
      ],
      [],
    );
    expect(s().waitingAfter).toBeNull();
    expect(s().currentCode).toBe('p7');
    expect(s().statuses).toMatchObject({ p1: 'ANSWERED', p7: 'NOT_ANSWERED' });
    expect(s().summary).toMatchObject({ answered: 1, notAnswered: 1, notVisited: 1 });
    expect(s().answers.p1).toEqual(['A']);
  });

  it('moves to the next subject not done when the section is done', () => {
    s().saveAndNext();
    s().extend(adaptive, ['phy']);
    expect(s().currentCode).toBe('c1');
    expect(s().currentSection).toBe('che');
  });

  it('a test that is not adaptive moves on as before', () => {
    s().init({ sections: adaptive, nextEorder: 1, clock: () => 5, sink: () => {} });
    s().saveAndNext();
    expect(s().waitingAfter).toBeNull();
    expect(s().currentCode).toBe('c1');
  });
});
