// @ts-check
/**
 * The embedded database's own thread (issue 25 §1, decision 048). PGlite runs here, not on the
 * server's event loop, and serves the PostgreSQL wire protocol: the server talks to it with the
 * same `pg` pool and Drizzle driver as to a PostgreSQL server (db/client.ts).
 *
 * workerData: `{ dataDir?: string, template?: ArrayBuffer }` — a data folder (opened as it is, so
 * an existing ./data works unchanged), or in memory, optionally from a dumped data directory.
 *
 * Messages from the server:
 *  - `{ type: 'connect', port, priority? }`: a new connection; `port` carries raw protocol bytes
 *    both ways (Uint8Array chunks in, one Uint8Array per answered batch out). Closing the port ends
 *    it. A priority connection's requests run before the others' (the server's hot statements:
 *    a test's answer posts must not wait behind a burst of test starts).
 *  - `{ type: 'close' }`: close PGlite (flushing it to the folder) and answer `{ type: 'closed' }`.
 * Messages to the server: `{ type: 'ready' }` once open, `{ type: 'failed', message }` if it cannot open.
 *
 * PGlite is one session, shared by the connections. A request is one write of a connection (node-
 * postgres writes a query's Parse, Bind, Describe, Execute and Sync at once); requests run one at a
 * time, in arrival order, so the database never waits on one connection's round trip while another
 * has work queued. A connection keeps the floor while it holds a transaction or has sent messages
 * up to no Sync yet: then only its own requests run. Names of prepared statements and portals are
 * kept apart per connection (prefixed `c<id>_`), and a connection's statements are deallocated
 * when it ends; an open transaction of an ended connection is rolled back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread of the server');
const server = parentPort;

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

/** @type {{ dataDir?: string, template?: ArrayBuffer }} */
const options = workerData ?? {};
const extensions = { pg_trgm };

/** @type {PGlite} */
let db;
try {
  db = options.dataDir
    ? new PGlite(options.dataDir, { extensions })
    : new PGlite({ extensions, ...(options.template ? { loadDataDir: new Blob([options.template]) } : {}) });
  await db.waitReady;
} catch (err) {
  server.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  throw err;
}

/**
 * @typedef {{ id: number, port: import('node:worker_threads').MessagePort, buffer: Buffer,
 *   started: boolean, open: boolean, priority: boolean, statements: Set<string> }} Connection
 * @typedef {{ bytes: Uint8Array, startup: boolean }} Message
 * @typedef {{ connection: Connection, messages: Message[] } | { connection: Connection, end: true }} Request
 */

/** @type {Request[]} */
const queue = [];
let running = false;
/** The connection holding the floor (an open transaction, or messages up to no Sync), if any. @type {Connection | null} */
let owner = null;
let nextId = 1;

/**
 * Splits a connection's buffered bytes into complete protocol messages; answers an SSL request
 * with 'N' (no TLS on a thread-local channel) and drops a cancel request (PGlite has no backend
 * to signal).
 * @param {Connection} connection
 * @returns {Message[]}
 */
function takeMessages(connection) {
  /** @type {Message[]} */
  const messages = [];
  for (;;) {
    const buf = connection.buffer;
    if (!connection.started) {
      if (buf.length < 8) break;
      const length = buf.readInt32BE(0);
      const code = buf.readInt32BE(4);
      if (buf.length < length) break;
      connection.buffer = buf.subarray(length);
      if (code === SSL_REQUEST) {
        send(connection, Uint8Array.of(0x4e));
        continue;
      }
      if (code === CANCEL_REQUEST) continue;
      if (code !== PROTOCOL_3) {
        close(connection);
        break;
      }
      connection.started = true;
      messages.push({ bytes: new Uint8Array(buf.subarray(0, length)), startup: true });
      continue;
    }
    if (buf.length < 5) break;
    const length = 1 + buf.readInt32BE(1);
    if (buf.length < length) break;
    messages.push({ bytes: new Uint8Array(buf.subarray(0, length)), startup: false });
    connection.buffer = buf.subarray(length);
  }
  return messages;
}

/** @param {Connection} connection @param {Uint8Array} bytes */
function send(connection, bytes) {
  if (connection.open && bytes.length > 0) connection.port.postMessage(bytes, [bytes.buffer]);
}

/** @param {Connection} connection */
function close(connection) {
  if (!connection.open) return;
  connection.open = false;
  connection.port.close();
}

/** The next request that may run now: the floor holder's, else a priority connection's, else the oldest. */
function nextRequest() {
  const holder = owner;
  const at = holder ? queue.findIndex((r) => r.connection === holder) : queue.findIndex((r) => r.connection.priority);
  if (at >= 0) return queue.splice(at, 1)[0];
  return holder ? undefined : queue.shift();
}

async function run() {
  if (running) return;
  running = true;
  try {
    for (let request = nextRequest(); request; request = nextRequest()) {
      if ('end' in request) await ended(request.connection);
      else if (request.connection.open) await answer(request.connection, request.messages);
    }
  } finally {
    running = false;
  }
}

/**
 * Runs one batch of a connection's messages and sends back everything PGlite answered, in one
 * message.
 * @param {Connection} connection
 * @param {Message[]} messages
 */
async function answer(connection, messages) {
  /** @type {Uint8Array[]} */
  const out = [];
  let size = 0;
  const onRawData = (/** @type {Uint8Array} */ chunk) => {
    const copy = chunk.slice();
    out.push(copy);
    size += copy.length;
  };
  for (let i = 0; i < messages.length; i++) {
    const message = /** @type {Message} */ (messages[i]);
    if (message.bytes[0] === 0x58 /* Terminate */) {
      close(connection);
      break;
    }
    // The folder is written once a batch, after its last message.
    await db.execProtocolRawStream(message.startup ? message.bytes : ownNames(connection, message.bytes), { syncToFs: i === messages.length - 1, onRawData });
  }
  const last = messages[messages.length - 1];
  const settled = !last || last.startup || last.bytes[0] === 0x53 /* Sync */ || last.bytes[0] === 0x51; /* Query */
  owner = connection.open && (db.isInTransaction() || !settled) ? connection : null;
  if (out.length === 1 && out[0]) send(connection, out[0]);
  else if (size > 0) {
    const all = new Uint8Array(size);
    let at = 0;
    for (const chunk of out) {
      all.set(chunk, at);
      at += chunk.length;
    }
    send(connection, all);
  }
}

/**
 * A connection ended: its queued requests are dropped and its open transaction rolled back.
 * @param {Connection} connection
 */
async function ended(connection) {
  for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.connection === connection) queue.splice(i, 1);
  if (owner === connection) {
    owner = null;
    if (db.isInTransaction()) await db.exec('ROLLBACK');
  }
  for (const name of connection.statements) await db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => {});
  connection.statements.clear();
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The message with its prepared-statement and portal names made the connection's own (`c<id>_`
 * before each non-empty name) in Parse, Bind, Describe, Execute and Close; other messages as they
 * are. Remembers the statements the connection prepares.
 * @param {Connection} connection
 * @param {Uint8Array} bytes
 * @returns {Uint8Array}
 */
function ownNames(connection, bytes) {
  const type = bytes[0];
  /** The offsets of the name fields (cstrings) in the message, and whether each is a statement's. @type {Array<[number, boolean]>} */
  let names;
  if (type === 0x50 /* Parse */) names = [[5, true]];
  else if (type === 0x42 /* Bind */)
    names = [
      [5, false],
      [bytes.indexOf(0, 5) + 1, true],
    ];
  else if (type === 0x45 /* Execute */) names = [[5, false]];
  else if (type === 0x44 /* Describe */ || type === 0x43 /* Close */) names = [[6, bytes[5] === 0x53]];
  else return bytes;
  if (names.every(([at]) => bytes[at] === 0)) return bytes;
  const prefix = encoder.encode(`c${connection.id}_`);
  /** @type {Uint8Array[]} */
  const parts = [];
  let from = 5;
  let grown = 0;
  for (const [at, statement] of names) {
    if (bytes[at] === 0) continue;
    parts.push(bytes.subarray(from, at), prefix);
    from = at;
    grown += prefix.length;
    if (statement) {
      const name = `c${connection.id}_${decoder.decode(bytes.subarray(at, bytes.indexOf(0, at)))}`;
      if (type === 0x50) connection.statements.add(name);
      else if (type === 0x43) connection.statements.delete(name);
    }
  }
  parts.push(bytes.subarray(from));
  const out = new Uint8Array(bytes.length + grown);
  out[0] = type ?? 0;
  new DataView(out.buffer).setInt32(1, bytes.length + grown - 1);
  let at = 5;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

server.on('message', (/** @type {{ type: string, port?: import('node:worker_threads').MessagePort, priority?: boolean }} */ message) => {
  if (message.type === 'connect' && message.port) {
    /** @type {Connection} */
    const connection = {
      id: nextId++,
      port: message.port,
      buffer: Buffer.alloc(0),
      started: false,
      open: true,
      priority: message.priority === true,
      statements: new Set(),
    };
    connection.port.on('message', (/** @type {Uint8Array} */ chunk) => {
      connection.buffer =
        connection.buffer.length === 0 ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.concat([connection.buffer, chunk]);
      const messages = takeMessages(connection);
      if (messages.length > 0) {
        queue.push({ connection, messages });
        void run().catch(fail);
      }
    });
    connection.port.on('close', () => {
      connection.open = false;
      queue.push({ connection, end: true });
      void run().catch(fail);
    });
  } else if (message.type === 'close') {
    void db
      .close()
      .then(() => server.postMessage({ type: 'closed' }))
      .catch(fail);
  }
});

/** @param {unknown} err */
function fail(err) {
  server.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
}

server.postMessage({ type: 'ready' });
