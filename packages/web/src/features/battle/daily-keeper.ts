/**
 * The daily battle's keeper (issue 36): the server keeps it like a campaign's battle — one request
 * per intent, the dice hidden there — at /api/daily/battle; the report carries the try's score.
 */
import { type DailyScore, withThrowawayBattleDice } from '@holdfast/engine';
import type { ApiClient } from '../../api/client';
import { ApiError, playerMessage } from '../../api/client';
import { readDailyBattle, sendDailyBattleAction } from '../../session/daily-api';
import type { KeptBattleView } from '../../session/kept-battle-api';
import type { BattleWords } from '../../ui/battle-words';
import {
  type BattleKeeper,
  type KeeperAnswer,
  type KeeperIntent,
  type KeeperOpening,
  keptOpening,
} from './battle-keeper';

export function dailyKeeper(
  api: ApiClient,
  view: KeptBattleView,
  words: BattleWords,
  theme: string,
  day: string,
): BattleKeeper {
  let actionCount = view.actionCount;
  let finished: { replayId: string | null; score: DailyScore } | null = null;

  async function play(intent: KeeperIntent): Promise<KeeperAnswer> {
    try {
      const answer = await sendDailyBattleAction(api, intent, actionCount, theme);
      actionCount = answer.actionCount;
      finished = answer.finished ?? null;
      const steps = answer.undone
        ? [{ battle: answer.battle, log: [] }]
        : answer.steps.map((step) => ({ battle: step.battle, log: step.log }));
      return {
        ok: true,
        steps: steps.map((step) => ({ battle: withThrowawayBattleDice(step.battle), log: step.log })),
        canUndo: answer.canUndo,
        ...(answer.undone ? { undone: true as const } : {}),
      };
    } catch (error) {
      let reopened: KeeperOpening | undefined;
      if (error instanceof ApiError && error.status === 409) {
        try {
          const fresh = await readDailyBattle(api);
          actionCount = fresh.actionCount;
          reopened = keptOpening(fresh, words);
        } catch {
          // Ended elsewhere: the refusal says so.
        }
      }
      return { ok: false, refusal: playerMessage(error, words.log.notSent), ...(reopened ? { reopened } : {}) };
    }
  }

  return {
    opening: keptOpening(view, words),
    play,
    report(outcome) {
      return {
        ...outcome,
        keptOnServer: true,
        ...(finished?.replayId ? { replayId: finished.replayId } : {}),
        ...(finished ? { daily: { day, score: finished.score } } : {}),
      };
    },
  };
}
