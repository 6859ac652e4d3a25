/**
 * What the verification workers do (issue 21): the engine's replays of records a client sends,
 * which can cost seconds of CPU, run here on a worker thread so the server's event loop keeps
 * answering everyone else. Plain data in, plain data out (structured clone): no database, no
 * words. `verify-worker.ts` is the thread's entry; `pool.ts` runs these tasks there.
 */
import {
  type BattleInput,
  type BattleLogEntry,
  battleOutcome,
  type CampaignRecord,
  campaignChecksum,
  type GameErrorCode,
  type GameState,
  type ReplayError,
  replayBattle,
  replayCampaignRecord,
} from '@holdfast/engine';

export type VerifyTask =
  | { kind: 'campaign'; record: CampaignRecord }
  | { kind: 'battle'; input: BattleInput; seed: number; log: readonly BattleLogEntry[] };

export type CampaignVerdict =
  | { ok: true; state: GameState; checksum: string }
  | { ok: false; index: number; code: GameErrorCode };

export type BattleVerdict = { ok: true; finished: boolean } | { ok: false; error: ReplayError };

export type VerifyResult<Task extends VerifyTask> = Task extends { kind: 'campaign' } ? CampaignVerdict : BattleVerdict;

export function verify(task: VerifyTask): CampaignVerdict | BattleVerdict {
  if (task.kind === 'campaign') {
    const replayed = replayCampaignRecord(task.record);
    if (!replayed.ok) return { ok: false, index: replayed.index, code: replayed.error.code };
    return { ok: true, state: replayed.state, checksum: campaignChecksum(replayed.state) };
  }
  const replayed = replayBattle(task.input, task.seed, task.log);
  if (!replayed.ok) return { ok: false, error: replayed.error };
  return { ok: true, finished: battleOutcome(replayed.battle) !== null };
}
