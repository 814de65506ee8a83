/**
 * Stopping a server process within a bound (issue 28, decision 019).
 *
 * - `ConnectionDrain` ends every HTTP connection once the answer it carries is sent. Node's
 *   `server.close()` closes only the connections idle at that instant and then waits for the rest:
 *   a keep-alive connection whose answer was still being written when the stop began stayed open
 *   for its client's keep-alive time (72 s with Fastify's defaults), and one whose request never
 *   completes held the process for good.
 * - `Shutdown` runs a stop: at most one graceful stop, a deadline after which it logs what was
 *   still pending and exits 1, and an immediate exit on a second signal.
 * - `exitFlushingLogs` ends the process without waiting forever on stdout: pino writes the log
 *   asynchronously and, at exit, writes what is left synchronously, retrying for as long as the
 *   pipe is full. With a reader that stopped reading, that retry never ended: the process sat at
 *   0 % CPU, its HTTP port already closed, deaf to further signals (the hangs of issue 28).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { constants } from 'node:os';
import pino from 'pino';

/** The status a shell reports for a process ended by `signal`: 128 + its number (SIGINT 130, SIGTERM 143). */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 0);
}

/** A request still being answered: method, URL (path and query) and age in ms. */
export interface InFlightRequest {
  method: string;
  url: string;
  ms: number;
}

/**
 * Follows an HTTP server's connections and the requests it is answering, so that a stop can end
 * each connection as soon as it carries no answer, and say what was still in flight.
 */
export class ConnectionDrain {
  readonly #sockets = new Set<Socket>();
  readonly #answering = new Map<ServerResponse, { method: string; url: string; at: number }>();
  #draining = false;

  constructor(
    server: Server,
    private readonly now: () => number = Date.now,
  ) {
    server.on('connection', (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once('close', () => this.#sockets.delete(socket));
    });
    // Before the app's own listener, so a request that arrives while draining is answered with
    // `connection: close` whatever the app does with it.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      this.#answering.set(res, { method: req.method ?? '', url: req.url ?? '', at: this.now() });
      res.once('close', () => this.#answering.delete(res));
      if (this.#draining) res.setHeader('connection', 'close');
    });
  }

  /**
   * From now on no connection outlives the answer it carries: one with no request being answered
   * (idle keep-alive, or a request not fully received) is closed at once; one with an answer in
   * flight is closed once that answer is sent (`connection: close` when its headers are not out yet).
   */
  drain(): void {
    this.#draining = true;
    const busy = new Set<Socket>();
    for (const res of this.#answering.keys()) {
      const socket = res.socket;
      if (!socket) continue;
      busy.add(socket);
      if (!res.headersSent) res.setHeader('connection', 'close');
      else res.once('close', () => socket.destroySoon());
    }
    for (const socket of this.#sockets) if (!busy.has(socket)) socket.destroy();
  }

  /** Open connections, and the requests still being answered, oldest first. */
  pending(): { connections: number; requests: InFlightRequest[] } {
    const now = this.now();
    const requests = [...this.#answering.values()].sort((a, b) => a.at - b.at).map((r) => ({ method: r.method, url: r.url, ms: now - r.at }));
    return { connections: this.#sockets.size, requests };
  }
}

/** What a stop does; `Shutdown` bounds it in time. */
export interface StopTarget {
  /** Stops the work (stop accepting, finish what is in flight, close resources); resolves with the exit code (0 when none). */
  stop(): Promise<number | void>;
  /** What is still pending, logged when the deadline passes or a second signal comes. */
  pending(): Record<string, unknown>;
  /** Called before exiting with work pending (deadline, second signal): e.g. kill child processes. */
  abandon?(): void;
}

export interface ShutdownLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ShutdownOptions {
  /** Time a graceful stop may take, in ms, from the first stop request. */
  deadlineMs: number;
  log: ShutdownLog;
  /** Ends the process with `code`; the log may still take `budgetMs` (ms) to be written. */
  exit: (code: number, budgetMs: number) => void;
  now?: () => number;
}

/** How long an exit with work pending may still spend writing the log, in ms. */
const ABANDON_LOG_BUDGET_MS = 200;
/** How long a finished stop may still spend writing the log (within the deadline), in ms. */
const STOPPED_LOG_BUDGET_MS = 2000;

/**
 * The stop of one process. Exit codes: 0 stopped (gracefully, or at once while still starting,
 * when nothing was served yet); 1 the deadline passed or the stop failed; 128 + n on a second
 * signal (exits at once).
 *
 * Stop requests come as signals (`signal`) or from the parent process (`stop`, `now`: the cluster
 * primary and `npm start`'s scripts/start.mjs, over IPC). A parent's request never counts as a
 * signal: a process can get the same Ctrl-C or SIGTERM both from its process group and through
 * its parent, and that one stop must not look like two.
 */
export class Shutdown {
  #signals = 0;
  #stopping = false;
  #done = false;
  #startedAt = 0;
  #target: StopTarget | null = null;
  #log: ShutdownLog;
  readonly #now: () => number;

  constructor(private readonly options: ShutdownOptions) {
    this.#log = options.log;
    this.#now = options.now ?? Date.now;
  }

  /** The process is serving: from now on a stop is graceful and bounded (before, it exits at once). */
  serving(target: StopTarget, log?: ShutdownLog): void {
    this.#target = target;
    if (log) this.#log = log;
  }

  /** SIGINT or SIGTERM: the first stops the process gracefully, any later one exits at once. */
  signal(signal: NodeJS.Signals): void {
    this.#signals += 1;
    if (this.#signals > 1) this.now(`second signal (${signal})`, signalExitCode(signal));
    else this.stop(signal);
  }

  /** Stops gracefully within the deadline (at once while still starting); a stop already under way goes on. */
  stop(reason: string): void {
    if (this.#stopping || this.#done) return;
    this.#stopping = true;
    this.#startedAt = this.#now();
    const target = this.#target;
    if (!target) {
      this.#log.info({ reason }, 'stopped while starting: nothing was served yet');
      this.#exit(0, ABANDON_LOG_BUDGET_MS);
      return;
    }
    const { deadlineMs } = this.options;
    this.#log.info({ reason, deadlineMs }, 'stopping');
    const timer = setTimeout(() => {
      if (this.#done) return;
      this.#log.error({ deadlineMs, pending: target.pending() }, 'stop deadline passed: exiting with work still pending');
      target.abandon?.();
      this.#exit(1, ABANDON_LOG_BUDGET_MS);
    }, deadlineMs);
    const left = () => Math.min(STOPPED_LOG_BUDGET_MS, Math.max(0, deadlineMs - (this.#now() - this.#startedAt)));
    target.stop().then(
      (code) => {
        clearTimeout(timer);
        this.#log.info({ ms: this.#now() - this.#startedAt }, 'stopped');
        this.#exit(code ?? 0, left());
      },
      (err: unknown) => {
        clearTimeout(timer);
        this.#log.error({ err: { message: (err as Error)?.message ?? String(err) } }, 'stopping failed');
        this.#exit(1, left());
      },
    );
  }

  /** Exits at once with `code` (second signal, or the parent asks for it), logging what is left. */
  now(reason: string, code: number): void {
    if (this.#done) return;
    this.#log.warn({ reason, pending: this.#stopping && this.#target ? this.#target.pending() : {} }, 'exiting at once');
    this.#target?.abandon?.();
    this.#exit(code, 0);
  }

  #exit(code: number, budgetMs: number): void {
    if (this.#done) return;
    this.#done = true;
    this.options.exit(code, budgetMs);
  }
}

interface SonicBoomLike {
  flushSync(): void;
  destroy(): void;
  retryEAGAIN: (err: Error, writeBufferLen: number, remainingBufferLen: number) => boolean;
}

/**
 * Ends the process with `code` once the (pino) loggers' buffered lines are written, waiting at most
 * `budgetMs` (ms) for stdout to take them; what it cannot take is dropped. Without the bound,
 * pino's own flush at exit retries a full pipe forever (see the top of this file).
 */
export function exitFlushingLogs(loggers: readonly object[], code: number, budgetMs: number): void {
  const until = Date.now() + budgetMs;
  for (const logger of loggers) {
    const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as Partial<SonicBoomLike> | undefined;
    // pino's default destination (SonicBoom); a transport (pino-pretty on a terminal) is left as is.
    if (!stream || typeof stream.flushSync !== 'function' || typeof stream.retryEAGAIN !== 'function' || typeof stream.destroy !== 'function') continue;
    stream.retryEAGAIN = () => Date.now() < until;
    try {
      stream.flushSync();
    } catch {
      // Nobody reads stdout: drop the rest, so that pino's flush at exit has nothing left to retry.
      stream.destroy();
    }
  }
  process.exit(code);
}
