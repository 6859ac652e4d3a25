/**
 * The daily battle's keeper (issue 36): the server keeps it like a campaign's battle — one request
 * per intent, the dice hidden there — at /api/daily/battle; the report carries the try's score.
 */
import type { ApiClient } from '../../api/client';
import { readDailyBattle, sendDailyBattleAction } from '../../session/daily-api';
import type { KeptBattleView } from '../../session/kept-battle-api';
import type { BattleWords } from '../../ui/battle-words';
import { type BattleKeeper, keptKeeper } from './battle-keeper';

export function dailyKeeper(
  api: ApiClient,
  view: KeptBattleView,
  words: BattleWords,
  theme: string,
  day: string,
): BattleKeeper {
  return keptKeeper(
    {
      send: (intent, actionCount) => sendDailyBattleAction(api, intent, actionCount, theme),
      read: () => readDailyBattle(api),
      report: (outcome, finished) => ({
        ...outcome,
        keptOnServer: true,
        ...(finished?.replayId ? { replayId: finished.replayId } : {}),
        ...(finished ? { daily: { day, score: finished.score } } : {}),
      }),
    },
    view,
    words,
  );
}
