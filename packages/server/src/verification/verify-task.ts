/**
 * What the verification workers do (issue 21): the engine's replays of records a client sends,
 * which can cost seconds of CPU, and the password strength estimate (zxcvbn-ts: 0.6 s at 64
 * characters, seconds at 256, issue 37), run here on a worker thread so the server's event loop keeps
 * answering everyone else. Plain data in, plain data out (structured clone): no database, no
 * words. `verify-worker.ts` is the thread's entry; `pool.ts` runs these tasks there.
 */
import { type BattleInput, type BattleLogEntry, battleOutcome, type ReplayError, replayBattle } from '@holdfast/engine';
import { type PasswordOwner, type PasswordStrength, passwordStrength } from '@holdfast/engine/password-strength';
import { type CarryOverVerdict, checkCarryOver } from './carry-over-check';
import { checkImport, type ImportVerdict } from './import-check';

export type VerifyTask =
  /** An import's body, as the text it arrived as (import-check.ts). */
  | { kind: 'import'; body: string }
  /** A format-1 guest record to carry over, as the text it arrived as (carry-over-check.ts). */
  | { kind: 'carryOver'; body: string }
  | { kind: 'battle'; input: BattleInput; seed: number; log: readonly BattleLogEntry[] }
  /** How hard a password is to guess, told its owner's names (`@holdfast/engine/password-strength`). */
  | { kind: 'passwordStrength'; password: string; owner: PasswordOwner };

export type BattleVerdict = { ok: true; finished: boolean } | { ok: false; error: ReplayError };

export type VerifyResult<Task extends VerifyTask> = Task extends { kind: 'import' }
  ? ImportVerdict
  : Task extends { kind: 'carryOver' }
    ? CarryOverVerdict
    : Task extends { kind: 'passwordStrength' }
      ? PasswordStrength
      : BattleVerdict;

export function verify(task: VerifyTask): ImportVerdict | CarryOverVerdict | BattleVerdict | PasswordStrength {
  if (task.kind === 'import') return checkImport(task.body);
  if (task.kind === 'carryOver') return checkCarryOver(task.body);
  if (task.kind === 'passwordStrength') return passwordStrength(task.password, task.owner);
  const replayed = replayBattle(task.input, task.seed, task.log);
  if (!replayed.ok) return { ok: false, error: replayed.error };
  return { ok: true, finished: battleOutcome(replayed.battle) !== null };
}
