/**
 * The local copy of a session's test events in IndexedDB (learning.md §4 "Event sync"): every event
 * is written here before it is sent, with its `sent` flag, so a reload or a lost connection loses
 * nothing. One object store keyed by `[sessionId, eorder]`.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TestEvent } from '@abhyas/domain';

/** An event as stored locally. */
export interface StoredEvent {
  sessionId: string;
  eorder: number;
  event: TestEvent;
  sent: boolean;
}

interface EventsSchema extends DBSchema {
  events: { key: [string, number]; value: StoredEvent; indexes: { bySession: string } };
}

/** What the event queue needs from storage (IndexedDB in the app, a fake in some tests). */
export interface EventStore {
  put(sessionId: string, event: TestEvent, sent: boolean): Promise<void>;
  list(sessionId: string): Promise<StoredEvent[]>;
  setSent(sessionId: string, eorders: readonly number[], sent: boolean): Promise<void>;
  clear(sessionId: string): Promise<void>;
}

const DB_NAME = 'abhyas-test-events';

let dbPromise: Promise<IDBPDatabase<EventsSchema>> | null = null;

function db(): Promise<IDBPDatabase<EventsSchema>> {
  dbPromise ??= openDB<EventsSchema>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore('events', { keyPath: ['sessionId', 'eorder'] });
      store.createIndex('bySession', 'sessionId');
    },
  });
  return dbPromise;
}

/** The IndexedDB event store (opened on first use). */
export const idbEventStore: EventStore = {
  async put(sessionId, event, sent) {
    await (await db()).put('events', { sessionId, eorder: event.eorder, event, sent });
  },
  async list(sessionId) {
    const rows = await (await db()).getAllFromIndex('events', 'bySession', sessionId);
    return rows.sort((a, b) => a.eorder - b.eorder);
  },
  async setSent(sessionId, eorders, sent) {
    const tx = (await db()).transaction('events', 'readwrite');
    for (const eorder of eorders) {
      const row = await tx.store.get([sessionId, eorder]);
      if (row) await tx.store.put({ ...row, sent });
    }
    await tx.done;
  },
  async clear(sessionId) {
    const tx = (await db()).transaction('events', 'readwrite');
    let cursor = await tx.store.index('bySession').openCursor(sessionId);
    while (cursor) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
    await tx.done;
  },
};
