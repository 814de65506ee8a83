// Several built server instances behind nginx, sharing one PostgreSQL database and a Redis of
// their own (docs/deploy.md): for the multi-instance end-to-end test and for running the cohort
// bench through a load balancer. Uses Debian's `redis-server` and `nginx`, each started as a
// child process on a free loopback port with its files in a temporary folder.
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startBuiltServer } from './built-server.mjs';

const SEARCH_PATH = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin', '/sbin', '/bin'];

/** The path of an executable (nginx lives in /usr/sbin, often not on a user's PATH), or null. */
export function findExecutable(name) {
  for (const dir of [...(process.env.PATH ?? '').split(':').filter(Boolean), ...SEARCH_PATH]) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      /* not here */
    }
  }
  return null;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Sends `line` to a TCP port and resolves the first chunk of the answer ('' when nothing listens). */
function ask(port, line) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write(line));
    socket.on('data', (d) => {
      answer += d.toString();
      socket.end();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
  });
}

/** Spawns a service and resolves `{ child, stop }` once `ready()` holds (10 s at most). */
async function startService(name, file, args, ready) {
  const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await ready()) return { child, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`${name} did not start (${file} ${args.join(' ')})`);
}

/** Debian's redis-server on a free port, saving nothing to disk. Resolves `{ url, port, stop }`. */
export async function startRedis(dir) {
  const file = findExecutable('redis-server');
  if (!file) throw new Error('redis-server not found: apt-get install -y redis-server');
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', join(dir, 'redis.log')];
  const { stop } = await startService('redis-server', file, args, async () => (await ask(port, 'PING\r\n')).startsWith('+PONG'));
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}

/**
 * Debian's nginx as a round-robin load balancer over `upstreams` (ports on 127.0.0.1), in the
 * foreground, its pid, logs and temporary files in `dir`. Each answer names the instance that gave
 * it in `x-upstream`. An instance that refuses a connection is skipped for 1 s (the request goes
 * to the next one); a POST whose instance dies while answering gets 502, as a browser would, and
 * the client sends it again. Resolves `{ base, port, stop }`.
 */
export async function startNginx(dir, upstreams) {
  const file = findExecutable('nginx');
  if (!file) throw new Error('nginx not found: apt-get install -y nginx-light (or nginx)');
  const port = await freePort();
  // The worker processes (user nobody when started as root) write their temporary files here.
  chmodSync(dir, 0o755);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
master_process on;
worker_processes 1;
worker_rlimit_nofile 20000;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 10000; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'client-body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  client_max_body_size 2m;
  client_body_buffer_size 1m;
  upstream abhyas {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://abhyas;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_buffers 16 16k;
      proxy_max_temp_file_size 0;
      add_header x-upstream $upstream_addr always;
    }
  }
}
`,
  );
  const { stop } = await startService('nginx', file, ['-p', `${dir}/`, '-c', conf, '-e', join(dir, 'nginx-error.log')], async () => {
    const answer = await ask(port, 'GET /api/health HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n');
    return answer.startsWith('HTTP/1.1 200');
  });
  return { base: `http://127.0.0.1:${port}`, port, stop };
}

/**
 * `count` built server instances on one PostgreSQL database (`databaseUrl`) and one Redis (started
 * here), behind nginx. The first instance starts alone (it applies the migrations and seeds the
 * demo content), then the others. `env` is given to every instance. Resolves
 * `{ base, redisUrl, instances: [{ port, pid, base, stop }], restart(i), kill(i), stop }`:
 * `kill(i)` ends instance i with SIGKILL, `restart(i)` starts it again on its port.
 */
export async function startLoadBalanced({ count = 2, databaseUrl, env = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'abhyas-lb-'));
  const started = [];
  let redis;
  let nginx;
  try {
    redis = await startRedis(dir);
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      // One secret for all: a token signed by one instance is checked by the others.
      JWT_SECRET: `load-balanced-${Date.now()}-0123456789abcdefghijklmnopqrstuvwxyz`,
      // nginx is the one proxy in front: the client's address is the last hop it adds.
      TRUST_PROXY: '1',
      ...env,
    };
    const envOf = (i) => ({ ...shared, ...(i > 0 ? { SEED_DEMO: 'false' } : {}) });
    for (let i = 0; i < count; i += 1) started.push(await startBuiltServer(envOf(i)));
    nginx = await startNginx(
      dir,
      started.map((s) => s.port),
    );
    const instances = started;
    return {
      base: nginx.base,
      redisUrl: redis.url,
      instances,
      kill: (i) => process.kill(instances[i].pid, 'SIGKILL'),
      restart: async (i) => {
        await instances[i].stop();
        instances[i] = await startBuiltServer({ ...envOf(i), SEED_DEMO: 'false' }, { port: instances[i].port });
        return instances[i];
      },
      stop: async () => {
        await nginx.stop();
        for (const s of instances) await s.stop();
        await redis.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await nginx?.stop();
    for (const s of started) await s.stop();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
