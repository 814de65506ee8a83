import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';

/**
 * A byte stream to the embedded database's thread (db/pglite-worker.mjs), shaped as the socket
 * node-postgres expects (`connect`, `setNoDelay`, `setKeepAlive`, `ref`, `unref`, 'connect' and
 * 'close' events), so that the `pg` pool talks to PGlite exactly as to a PostgreSQL server
 * (issue 25 §1, decision 048). Writes made in one tick (pg writes Parse, Bind, Describe, Execute
 * and Sync separately) go over as one message.
 */
class ThreadSocket extends Duplex {
  private pending: Buffer[] = [];
  private scheduled = false;

  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (bytes: Uint8Array) => {
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    port.on('close', () => {
      this.push(null);
      this.destroy();
    });
  }

  /** pg calls this with a port and host; the channel is already open. */
  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.port.ref();
    return this;
  }

  unref(): this {
    this.port.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => this.flush());
    }
    callback();
  }

  private flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const bytes = this.pending.length === 1 ? Buffer.from(this.pending[0]!) : Buffer.concat(this.pending);
    this.pending = [];
    const copy = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.port.postMessage(copy, copy.byteOffset === 0 && copy.byteLength === copy.buffer.byteLength ? [copy.buffer as ArrayBuffer] : []);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.port.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.pending = [];
    this.port.close();
    callback(error);
  }
}

/** The embedded database's thread, and the streams the pool opens to it. */
export interface PgliteThread {
  /**
   * A new connection's stream (for `pg`'s `stream` option). A `priority` connection's requests run
   * before the others' (unless another holds a transaction).
   */
  connect(options?: { priority?: boolean }): Duplex;
  /** Closes PGlite (flushing it to its folder) and ends the thread. */
  close(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread on `dataDir` (or in memory, from an optional dumped data
 * directory) and resolves once it is open. Rejects with PGlite's own message if it cannot open.
 * `onExit` is called if the thread ends without being closed (a crash): the caller should treat
 * the database as gone.
 */
export async function startPgliteThread(options: {
  dataDir?: string | undefined;
  template?: Blob | undefined;
  onExit?: (error: Error) => void;
}): Promise<PgliteThread> {
  const template = options.template ? await options.template.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, template },
    // A plain module: no loader of the parent's (tsx in development) is needed in the thread.
    execArgv: [],
    transferList: template ? [template] : [],
  });
  let closing = false;
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { type: string; message?: string }) => {
      if (message.type === 'ready') {
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      } else if (message.type === 'failed') reject(new Error(`The embedded database could not open: ${message.message ?? 'unknown error'}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  worker.on('error', (err) => {
    if (!closing) options.onExit?.(err);
  });
  worker.on('exit', (code) => {
    if (!closing) options.onExit?.(new Error(`The embedded database's thread ended (exit code ${code}).`));
  });
  return {
    connect(connectOptions) {
      const { port1, port2 } = new MessageChannel();
      worker.postMessage({ type: 'connect', port: port2, priority: connectOptions?.priority === true }, [port2]);
      return new ThreadSocket(port1);
    },
    async close() {
      closing = true;
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        worker.on('message', (message: { type: string }) => {
          if (message.type === 'closed' || message.type === 'failed') done();
        });
        worker.once('exit', done);
        worker.postMessage({ type: 'close' });
      });
      await worker.terminate();
    },
  };
}
