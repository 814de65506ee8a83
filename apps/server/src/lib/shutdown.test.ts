import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionDrain, Shutdown, signalExitCode, type StopTarget } from './shutdown.ts';

/** A Fastify app like the server's (default keep-alive), with a route that answers when the test says so. */
async function slowApp() {
  const app = Fastify();
  const waiting: (() => void)[] = [];
  const arrived: (() => void)[] = [];
  app.get('/slow', async () => {
    await new Promise<void>((release) => {
      waiting.push(release);
      arrived.shift()?.();
    });
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  const drain = new ConnectionDrain(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  /** Resolves once the next /slow request is being handled. */
  const nextSlow = () => new Promise<void>((r) => arrived.push(r));
  return { app, drain, port, waiting, nextSlow };
}

/** A raw keep-alive client connection: what it received so far, and whether the server closed it. */
function client(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (d: string) => (received += d));
  // A connection the server destroys may reach the client as a reset: closed all the same.
  socket.on('error', () => {});
  const closed = new Promise<void>((r) => socket.once('close', () => r()));
  const opened = new Promise<void>((r) => socket.once('connect', () => r()));
  const get = (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nhost: test\r\n\r\n`);
  /** Resolves once `n` complete answers have arrived. */
  const answers = async (n: number) => {
    while ((received.match(/\{"ok":true\}/g) ?? []).length < n) await new Promise((r) => socket.once('data', r));
  };
  return { socket, opened, closed, get, answers, received: () => received };
}

const sockets: Socket[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const a of apps.splice(0)) await a.close();
});

describe('ConnectionDrain (issue 28: a stop waited for keep-alive connections)', () => {
  it('lets the answer in flight finish, then closes its connection, so that close() ends while the client keeps its connection', async () => {
    const { app, drain, port, waiting, nextSlow } = await slowApp();
    const c = client(port);
    sockets.push(c.socket);
    await c.opened;
    const handling = nextSlow();
    c.get('/slow');
    await handling;

    drain.drain();
    const closed = app.close();
    waiting.shift()!();
    await c.answers(1);
    // The answer told the client the connection ends, and it did end.
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(c.received().toLowerCase()).toContain('connection: close');
    await c.closed;
    await closed;
  });

  it('closes at once the connections with nothing in flight: idle keep-alive ones, and a request not fully received', async () => {
    const { app, drain, port } = await slowApp();
    apps.push(app);
    const idle = client(port);
    const partial = client(port);
    sockets.push(idle.socket, partial.socket);
    await Promise.all([idle.opened, partial.opened]);
    idle.get('/fast');
    await idle.answers(1);
    partial.socket.write('GET /fast HTTP/1.1\r\nhost: te');
    await new Promise((r) => setImmediate(r));

    drain.drain();
    await Promise.all([idle.closed, partial.closed]);
    expect(drain.pending().connections).toBe(0);
  });

  it('says which requests are still being answered, and answers a request arriving during the stop with connection: close', async () => {
    const { app, drain, port, waiting, nextSlow } = await slowApp();
    apps.push(app);
    const c = client(port);
    sockets.push(c.socket);
    await c.opened;
    const handling = nextSlow();
    c.get('/slow?x=1');
    await handling;
    drain.drain();
    const pending = drain.pending();
    expect(pending.connections).toBe(1);
    expect(pending.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /slow?x=1']);
    waiting.shift()!();
    await c.closed;
    expect(drain.pending()).toEqual({ connections: 0, requests: [] });
  });
});

/** A Shutdown with recorded exits and log lines; the target stops when the test resolves it. */
function harness(deadlineMs = 60_000) {
  const exits: { code: number; budgetMs: number }[] = [];
  const logged: { level: string; msg: string; obj: object }[] = [];
  let exited: (code: number) => void = () => {};
  const exitP = new Promise<number>((r) => (exited = r));
  const log = {
    info: (obj: object, msg: string) => logged.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => logged.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg: string) => logged.push({ level: 'error', obj, msg }),
  };
  const shutdown = new Shutdown({
    deadlineMs,
    log,
    exit: (code, budgetMs) => {
      exits.push({ code, budgetMs });
      exited(code);
    },
  });
  let finish: (code?: number) => void = () => {};
  let fail: (err: Error) => void = () => {};
  const target = {
    stop: vi.fn(
      () =>
        new Promise<number | void>((resolve, reject) => {
          finish = resolve;
          fail = reject;
        }),
    ),
    pending: () => ({ requests: ['POST /api/slow'] }),
    abandon: vi.fn(() => {}),
  } satisfies StopTarget;
  return { shutdown, target, exits, logged, exitP, finish: (code?: number) => finish(code), fail: (err: Error) => fail(err) };
}

describe('Shutdown (issue 28: a bounded stop)', () => {
  it('stops gracefully on the first signal and exits 0 once the stop is done', async () => {
    const h = harness();
    h.shutdown.serving(h.target);
    h.shutdown.signal('SIGTERM');
    expect(h.target.stop).toHaveBeenCalledTimes(1);
    expect(h.exits).toEqual([]);
    h.finish();
    expect(await h.exitP).toBe(0);
    expect(h.target.abandon).not.toHaveBeenCalled();
  });

  it('exits at once on a second signal, with 128 + its number, abandoning the work', async () => {
    const h = harness();
    h.shutdown.serving(h.target);
    h.shutdown.signal('SIGTERM');
    h.shutdown.signal('SIGINT');
    expect(await h.exitP).toBe(130);
    expect(h.exits).toEqual([{ code: 130, budgetMs: 0 }]);
    expect(h.target.abandon).toHaveBeenCalledTimes(1);
    expect(h.logged.find((l) => l.level === 'warn')?.obj).toMatchObject({ pending: { requests: ['POST /api/slow'] } });
    h.finish();
    await new Promise((r) => setImmediate(r));
    expect(h.exits).toHaveLength(1);
  });

  it('does not count a stop asked by the parent process as a signal: the same SIGTERM through both ways is one stop', async () => {
    const h = harness();
    h.shutdown.serving(h.target);
    h.shutdown.stop('SIGTERM, through the parent process');
    h.shutdown.signal('SIGTERM');
    h.shutdown.stop('SIGTERM, through the parent process');
    expect(h.target.stop).toHaveBeenCalledTimes(1);
    h.finish();
    expect(await h.exitP).toBe(0);
    // A later signal is the second one.
    const h2 = harness();
    h2.shutdown.serving(h2.target);
    h2.shutdown.stop('SIGTERM, through the parent process');
    h2.shutdown.signal('SIGTERM');
    h2.shutdown.signal('SIGTERM');
    expect(await h2.exitP).toBe(signalExitCode('SIGTERM'));
  });

  it('exits 1 at the deadline, logging what was still pending', async () => {
    const h = harness(20);
    h.shutdown.serving(h.target);
    h.shutdown.signal('SIGTERM');
    expect(await h.exitP).toBe(1);
    const line = h.logged.find((l) => l.level === 'error');
    expect(line?.msg).toMatch(/deadline/);
    expect(line?.obj).toEqual({ deadlineMs: 20, pending: { requests: ['POST /api/slow'] } });
    expect(h.target.abandon).toHaveBeenCalledTimes(1);
    h.finish();
    await new Promise((r) => setImmediate(r));
    expect(h.exits).toHaveLength(1);
  });

  it('exits 1 when the stop fails, and with the code the stop gives', async () => {
    const h = harness();
    h.shutdown.serving(h.target);
    h.shutdown.signal('SIGINT');
    h.fail(new Error('database gone'));
    expect(await h.exitP).toBe(1);
    const h2 = harness();
    h2.shutdown.serving(h2.target);
    h2.shutdown.signal('SIGINT');
    h2.finish(1);
    expect(await h2.exitP).toBe(1);
  });

  it('exits at once with 0 when stopped before it serves', async () => {
    const h = harness();
    h.shutdown.signal('SIGTERM');
    expect(await h.exitP).toBe(0);
    expect(h.logged[0]?.msg).toMatch(/while starting/);
    h.shutdown.serving(h.target);
    expect(h.target.stop).not.toHaveBeenCalled();
  });

  it('gives the exit codes shells give for signals', () => {
    expect(signalExitCode('SIGINT')).toBe(130);
    expect(signalExitCode('SIGTERM')).toBe(143);
  });
});
