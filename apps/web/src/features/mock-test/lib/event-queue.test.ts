import 'fake-indexeddb/auto';
import type { TestEvent } from '@abhyas/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { idbEventStore } from './event-db.ts';
import { TestEventQueue } from './event-queue.ts';
import { rebuildSession } from './rebuild.ts';

const settle = async () => {
  for (let i = 0; i < 30; i++) await new Promise<void>((r) => setImmediate(r));
};
const ev = (eorder: number, event_type: TestEvent['event_type'] = 'view_question', extra: Partial<TestEvent> = {}): TestEvent => ({
  eorder,
  event_type,
  question_code: 'q1',
  section: 's',
  t: eorder,
  ...extra,
});

let sessionId = '';
let n = 0;
let online = true;
let now = 0;
const queues: TestEventQueue[] = [];

function makeQueue(send: (events: TestEvent[]) => Promise<void>, extra: Partial<ConstructorParameters<typeof TestEventQueue>[0]> = {}) {
  const q = new TestEventQueue({ sessionId, store: idbEventStore, send, isOnline: () => online, now: () => now, ...extra });
  queues.push(q);
  q.start();
  return q;
}
const advance = async (ms: number) => {
  now += ms;
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  sessionId = `session-${++n}`;
  online = true;
  now = 1_000_000;
});
afterEach(() => {
  for (const q of queues.splice(0)) q.stop();
  vi.useRealTimers();
});

describe('test event queue (learning.md §4 Event sync)', () => {
  it('writes each event to IndexedDB before sending it, then marks it sent', async () => {
    const seenInDb: number[][] = [];
    const send = vi.fn(async () => {
      seenInDb.push((await idbEventStore.list(sessionId)).map((r) => r.eorder));
    });
    const q = makeQueue(send);
    await q.add(ev(1));
    await settle();
    expect(send).toHaveBeenCalledWith([ev(1)]);
    expect(seenInDb).toEqual([[1]]);
    expect((await idbEventStore.list(sessionId))[0]?.sent).toBe(true);
  });

  it('sends at most once every 3 s, batching everything unsent', async () => {
    const send = vi.fn(async () => {});
    const q = makeQueue(send);
    await q.add(ev(1));
    await settle();
    await q.add(ev(2));
    await q.add(ev(3));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    await advance(2_999);
    expect(send).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith([ev(2), ev(3)]);
  });

  it('reverts a failed send to unsent and retries it on the sweep', async () => {
    const send = vi.fn<(events: TestEvent[]) => Promise<void>>().mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }));
    send.mockResolvedValue(undefined);
    const q = makeQueue(send);
    await q.add(ev(1));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect((await idbEventStore.list(sessionId))[0]?.sent).toBe(false);
    await advance(3_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith([ev(1)]);
    expect((await idbEventStore.list(sessionId))[0]?.sent).toBe(true);
  });

  it('does not send while offline, and sends when the connection returns', async () => {
    online = false;
    const send = vi.fn(async () => {});
    const q = makeQueue(send);
    await q.add(ev(1));
    await advance(10_000);
    expect(send).not.toHaveBeenCalled();
    expect((await idbEventStore.list(sessionId)).map((r) => r.sent)).toEqual([false]);
    online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledWith([ev(1)]);
  });

  it('a 401 leaves the events undelivered and stops sending; a resume queues them again', async () => {
    const onUnauthorized = vi.fn();
    const send = vi.fn(async () => {
      throw new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'x' });
    });
    const q = makeQueue(send, { onUnauthorized });
    await q.add(ev(1));
    await advance(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalled();
    expect(q.isPaused).toBe(true);
    const local = await idbEventStore.list(sessionId);
    expect(local.map((r) => r.eorder)).toEqual([1]);
    // After signing in again the server still lacks eorder 1: the resume re-sends it.
    expect(rebuildSession(['q1'], [], local, 0).undelivered).toEqual([1]);
  });

  it('clears the session events after the freeze is delivered', async () => {
    const onFreezeSynced = vi.fn();
    const send = vi.fn(async (_events: TestEvent[]) => {});
    const q = makeQueue(send, { onFreezeSynced });
    await q.add(ev(1));
    await q.add(ev(2, 'freeze', { question_code: null }));
    await advance(3_000);
    expect(send).toHaveBeenLastCalledWith([ev(2, 'freeze', { question_code: null })]);
    expect(onFreezeSynced).toHaveBeenCalled();
    expect(await idbEventStore.list(sessionId)).toEqual([]);
  });

  it('keeps events the server refused for good (a closed section) sent, without retrying them', async () => {
    const onRefused = vi.fn();
    const send = vi.fn(async (_events: TestEvent[]) => {
      throw new ApiError({ status: 409, code: 'SECTION_CLOSED', message: 'x' });
    });
    const q = makeQueue(send, { onRefused });
    await q.add(ev(1, 'save_attempt'));
    await advance(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith('SECTION_CLOSED');
    expect((await idbEventStore.list(sessionId)).map((r) => r.sent)).toEqual([true]);
  });

  it('treats a freeze in a batch with refused answers as delivered', async () => {
    const onFreezeSynced = vi.fn();
    const q = makeQueue(
      vi.fn(async () => {
        throw new ApiError({ status: 409, code: 'SECTION_CLOSED', message: 'x' });
      }),
      { onFreezeSynced },
    );
    await q.add(ev(1, 'save_attempt'));
    await q.add(ev(2, 'freeze', { question_code: null }));
    await advance(3_000);
    expect(onFreezeSynced).toHaveBeenCalled();
    expect(await idbEventStore.list(sessionId)).toEqual([]);
  });

  it('stops and reports on 409 SESSION_FINISHED', async () => {
    const onFinished = vi.fn();
    const q = makeQueue(
      vi.fn(async () => {
        throw new ApiError({ status: 409, code: 'SESSION_FINISHED', message: 'x' });
      }),
      { onFinished },
    );
    await q.add(ev(1));
    await settle();
    expect(onFinished).toHaveBeenCalledWith('SESSION_FINISHED');
  });
});

describe('rebuildSession (resume)', () => {
  it('rebuilds the palette from server events plus local unsent ones, continuing the eorder', () => {
    const server: TestEvent[] = [
      ev(1, 'view_question', { question_code: 'q1' }),
      ev(2, 'save_attempt', { question_code: 'q1', event_info: { selected_answer: ['A'] } }),
      ev(3, 'view_question', { question_code: 'q2' }),
    ];
    const local = [
      { sessionId: 's', eorder: 3, event: server[2]!, sent: true },
      { sessionId: 's', eorder: 4, event: ev(4, 'review_attempt', { question_code: 'q2', event_info: { selected_answer: '12' } }), sent: false },
      { sessionId: 's', eorder: 5, event: ev(5, 'view_question', { question_code: 'q3' }), sent: true },
    ];
    const r = rebuildSession(['q1', 'q2', 'q3', 'q4'], server, local, 3);
    expect(r.replay.questions.get('q1')).toMatchObject({ status: 'ANSWERED', answer: ['A'] });
    expect(r.replay.questions.get('q2')).toMatchObject({ status: 'ANSWERED_AND_MARKED_FOR_REVIEW', answer: '12' });
    expect(r.replay.questions.get('q3')?.status).toBe('NOT_ANSWERED');
    expect(r.replay.questions.get('q4')?.status).toBe('NOT_VISITED');
    expect(r.nextEorder).toBe(6);
    expect(r.currentCode).toBe('q3');
    // eorder 5 was marked sent when a send began, but the server never stored it.
    expect(r.undelivered).toEqual([4, 5]);
  });
});

describe('flush (the adaptive diagnostic needs its answer stored before the next question)', () => {
  it('sends at once past the throttle and says whether everything is delivered', async () => {
    const sent: number[][] = [];
    const q = makeQueue(async (events) => {
      sent.push(events.map((e) => e.eorder));
    });
    await q.add(ev(1));
    await settle();
    await q.add(ev(2));
    // Within the 3 s throttle: only a flush sends event 2 now.
    expect(sent).toEqual([[1]]);
    expect(await q.flush()).toBe(true);
    expect(sent).toEqual([[1], [2]]);
  });

  it('answers false offline and keeps the events for later', async () => {
    const send = vi.fn(async () => {});
    const q = makeQueue(send);
    online = false;
    await q.add(ev(1));
    expect(await q.flush()).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect((await idbEventStore.list(sessionId)).map((r) => r.sent)).toEqual([false]);
  });
});
