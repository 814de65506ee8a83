// The built server as the child of a script (`npm start`, `npm run dev`), stopped the way
// apps/server/src/server.ts expects (docs/decisions/019-bounded-shutdown.md): the script asks over
// IPC rather than with a signal of its own, because the server may get the same Ctrl-C or SIGTERM
// from the process group as well, and two signals would mean "exit at once".
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * Spawns `node [nodeArgs] apps/server/dist/server.js` with an IPC channel. Returns `{ child, stop }`:
 * `stop(signal)` asks the server to stop gracefully the first time and at once the next. Until the
 * server says it listens for stop messages (its first moments), the signal itself is forwarded.
 */
export function spawnServer({ nodeArgs = [], env = process.env } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env });
  let stoppable = false;
  let asked = 0;
  child.on('message', (m) => {
    if (m && m.type === 'abhyas:stoppable') stoppable = true;
  });
  const stop = (signal = 'SIGTERM') => {
    asked += 1;
    if (stoppable && child.connected) {
      try {
        child.send({ type: 'abhyas:stop', signal, now: asked > 1 });
        return;
      } catch {
        /* the channel just closed: fall back to the signal */
      }
    }
    child.kill(signal);
  };
  return { child, stop };
}

/** The status to exit with for a child that exited with `code` or was ended by `signal` (128 + n, as shells do). */
export function exitStatus(code, signal) {
  return code ?? 128 + (constants.signals[signal] ?? 0);
}
