/**
 * One server per embedded database (issue 15): PGlite is a single-process database, and two servers
 * on one DATA_DIR both answered while each overwrote the other's writes (acknowledged days lost).
 * The first server writes a lock file naming itself; a second one refuses to start and names the
 * holder. A lock left by a process that died (kill -9, power loss) is noticed — its process is
 * gone — and taken over, so a crash never leaves the database stuck.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'holdfast-server.lock';

interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else — still a holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return null;
    return { pid: holder.pid, host: holder.host, startedAt: String(holder.startedAt ?? 'unknown') };
  } catch {
    return null;
  }
}

/** Whether a lock's holder still holds it: a live process on this machine other than this one. */
function stillHeld(holder: LockHolder | null): holder is LockHolder {
  if (!holder) return false;
  if (holder.host !== hostname()) return true;
  return holder.pid !== process.pid && isRunning(holder.pid);
}

/** Takes the data directory for this process; returns the function that lets it go. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => {
        if (readHolder(file)?.pid === me.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (stillHeld(holder)) {
        throw new Error(
          `Another Holdfast server is using the database in ${dataDir}: process ${holder.pid} on ${holder.host}, ` +
            `started ${holder.startedAt}. Stop it first, or give this server its own DATA_DIR.`,
        );
      }
      // Left by a process that is gone: take it over.
      try {
        unlinkSync(file);
      } catch {
        // Another starter removed it first; the next attempt settles who holds it.
      }
    }
  }
  throw new Error(`Could not take the lock on ${file}`);
}
