import { PassThrough, type Readable } from 'node:stream';

/**
 * The events stream of a live class's quick questions (issue 23 §3; decision 041), as Server-Sent
 * Events. What a client shows lives in the database, so every server instance sees the same: each
 * instance polls one cheap version statement per live class with listeners (not per listener) every
 * POLL_MS, and tells its listeners `event: questions` with `data: {"version":"…"}` when the version
 * moved; a push or an answer on this instance polls at once. A comment line `: ping` every PING_MS
 * keeps proxies from closing a quiet stream. Ended when the client goes, when the live class is
 * deleted, and when the server closes (the app's preClose hook), so no stream holds a stop.
 */

/** How often (ms) a live class's version is read while someone listens. */
export const LIVE_EVENTS_POLL_MS = 1_000;
/** How often (ms) a `: ping` comment goes out. */
export const LIVE_EVENTS_PING_MS = 15_000;

/** One Server-Sent Event: `event: <name>` and its data as one JSON line. */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

interface Listener {
  seen: string;
  stream: PassThrough;
}

interface Room {
  listeners: Set<Listener>;
  poll: NodeJS.Timeout;
  ping: NodeJS.Timeout;
  polling: boolean;
  again: boolean;
}

export class LiveQuestionEvents {
  readonly #rooms = new Map<string, Room>();
  #closed = false;
  /** Poll and ping intervals (ms); tests shorten them. */
  timing = { pollMs: LIVE_EVENTS_POLL_MS, pingMs: LIVE_EVENTS_PING_MS };

  constructor(
    /** The live class's version now, or null when it is gone. */
    private readonly versionOf: (liveClassId: string) => Promise<string | null>,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Live classes with listeners on this instance, and how many (tests, diagnostics). */
  listeners(): Map<string, number> {
    return new Map([...this.#rooms].map(([id, room]) => [id, room.listeners.size]));
  }

  /**
   * A new stream for the live class, starting with `event: questions` at `version` (the client
   * reads what it shows after connecting, so it misses nothing in between). It ends when it is
   * destroyed (the client went), when the live class is gone, or at close().
   */
  open(liveClassId: string, version: string): Readable {
    const stream = new PassThrough();
    if (this.#closed) {
      stream.end();
      return stream;
    }
    stream.write(sseEvent('questions', { version }));
    const listener: Listener = { seen: version, stream };
    let room = this.#rooms.get(liveClassId);
    if (!room) {
      const made: Room = {
        listeners: new Set(),
        poll: setInterval(() => void this.poll(liveClassId, made), this.timing.pollMs).unref(),
        ping: setInterval(() => {
          for (const l of made.listeners) l.stream.write(': ping\n\n');
        }, this.timing.pingMs).unref(),
        polling: false,
        again: false,
      };
      room = made;
      this.#rooms.set(liveClassId, room);
    }
    const joined = room;
    joined.listeners.add(listener);
    stream.once('close', () => this.leave(liveClassId, joined, listener));
    return stream;
  }

  /** Reads the live class's version now (after a push or an answer on this instance), when anyone listens. */
  nudge(liveClassId: string): void {
    const room = this.#rooms.get(liveClassId);
    if (room) void this.poll(liveClassId, room);
  }

  /** Ends every stream and stops polling (the server is closing). */
  close(): void {
    this.#closed = true;
    for (const [id, room] of this.#rooms) {
      for (const l of room.listeners) l.stream.end();
      this.stop(id, room);
    }
  }

  private leave(liveClassId: string, room: Room, listener: Listener): void {
    room.listeners.delete(listener);
    if (room.listeners.size === 0) this.stop(liveClassId, room);
  }

  private stop(liveClassId: string, room: Room): void {
    clearInterval(room.poll);
    clearInterval(room.ping);
    if (this.#rooms.get(liveClassId) === room) this.#rooms.delete(liveClassId);
  }

  /** One read of the version at a time per live class; a nudge during a read reads again after it. */
  private async poll(liveClassId: string, room: Room): Promise<void> {
    if (room.polling) {
      room.again = true;
      return;
    }
    room.polling = true;
    try {
      do {
        room.again = false;
        if (this.#rooms.get(liveClassId) !== room) return;
        const version = await this.versionOf(liveClassId);
        for (const l of room.listeners) {
          if (version === null) l.stream.end();
          else if (l.seen !== version) {
            l.seen = version;
            l.stream.write(sseEvent('questions', { version }));
          }
        }
      } while (room.again);
    } catch (err) {
      this.onError(err);
    } finally {
      room.polling = false;
    }
  }
}
