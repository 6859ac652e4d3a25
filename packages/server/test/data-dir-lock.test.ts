import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'holdfast-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one server per embedded database', () => {
  it('refuses a second holder while the first lives, naming it, and takes over once it is gone', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({ pid: holder.pid, host: hostname(), startedAt: '2026-11-24T06:00:00.000Z' }),
      );
      expect(() => lockDataDir(dir)).toThrow(
        `Another Holdfast server is using the database in ${dir}: process ${holder.pid} on ${hostname()}, started 2026-11-24T06:00:00.000Z.`,
      );
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // The holder died without cleaning up (kill -9): its lock is stale and taken over.
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('is taken by openDatabase and let go when the database closes', async () => {
    const dir = freshDir();
    const database = await openDatabase({ DATA_DIR: dir });
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    await database.close();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
