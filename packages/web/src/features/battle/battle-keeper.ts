/**
 * Where a battle is applied and saved (issue 31): the one battle controller (`use-battle.ts`) hands
 * each intent to a keeper and shows its answer. A guest's battle and the practice battle are kept
 * here in the browser (`localKeeper`: the engine with the real dice, the actions saved in the
 * page's history entry); a signed-in player's battle is kept on the server (`serverKeeper`: one
 * request per intent, the dice hidden there). Everything else — what a click means, the refusal's
 * words, showing a move at once, pacing the enemy's turn — is the controller's, the same for both.
 */
import {
  type BattleAction,
  type BattleLogEvent,
  type BattleState,
  battleOpeningLog,
  createBattle,
  playBattleSteps,
  undoableMove,
  withThrowawayBattleDice,
} from '@holdfast/engine';
import { type ThemeConfig, wordBattleRefusal } from '@holdfast/engine/themes';
import type { ApiClient } from '../../api/client';
import { ApiError, playerMessage } from '../../api/client';
import type { CampaignId } from '../../api/types';
import type { AfterActionNavigationState, BattleNavigationState, BattleSetup } from '../../session/battle-navigation';
import {
  type KeptBattleAnswer,
  type KeptBattleView,
  readKeptBattle,
  sendKeptBattleAction,
} from '../../session/kept-battle-api';
import { fillTemplate } from '../../theme/template';
import { appendLines, type LogLine, linesFor } from '../../ui/battle/battle-log';
import type { BattleWords } from '../../ui/battle-words';

/** One request to a keeper: a battle action, or taking back the last move. */
export type KeeperIntent = BattleAction | { type: 'undo' };

/** One step of a battle as the screen shows it: the battle after it and the facts it logged. */
export interface ShownStep {
  battle: BattleState;
  log: readonly BattleLogEvent[];
}

/** The battle as it stands when the screen opens it. */
export interface KeeperOpening {
  battle: BattleState;
  actions: BattleAction[];
  lines: LogLine[];
  canUndo: boolean;
}

export type KeeperAnswer =
  | {
      ok: true;
      /** The intent's step, then each enemy's move of the turn it began (an undo: the battle before the move). */
      steps: ShownStep[];
      canUndo: boolean;
      undone?: true;
    }
  | {
      ok: false;
      /** The refusal in the player's words; nothing changed. */
      refusal: string;
      /** The battle as it now stands, when it moved on elsewhere (another tab). */
      reopened?: KeeperOpening;
    };

export interface BattleKeeper {
  readonly opening: KeeperOpening;
  /**
   * Applies one intent where the battle is kept and saves it. The controller sends one intent at a
   * time, in order, each after the previous one's answer; the browser's keeper answers at once.
   */
  play(intent: KeeperIntent): KeeperAnswer | Promise<KeeperAnswer>;
  /** What the after-action report needs of this battle beyond its outcome (`reportOf`). */
  report(outcome: AfterActionNavigationState): AfterActionNavigationState;
}

/**
 * A guest's battle or the practice battle: the engine plays it here with the real dice. Each move
 * that can be taken back keeps the battle before it, so UNDO can step back move by move. A battle
 * reloaded from its history entry is played again from its actions (`save` keeps them there).
 */
export function localKeeper(
  setup: BattleSetup,
  navigation: BattleNavigationState | null,
  words: BattleWords,
  theme: ThemeConfig,
  save: (actions: readonly BattleAction[]) => void,
): BattleKeeper {
  let battle = createBattle(setup.input, setup.seed);
  let actions: BattleAction[] = [];
  // The battle before each action, when that action is a move that can be taken back.
  let befores: (BattleState | null)[] = [];
  let lines = appendLines([], linesFor(battleOpeningLog(battle), battle, words.log));

  const resumeFrom = navigation?.actions ?? [];
  if (resumeFrom.length > 0) {
    let resumed = battle;
    const kept: (BattleState | null)[] = [];
    for (const action of resumeFrom) {
      const played = playBattleSteps(resumed, action);
      if (!played.ok) break;
      kept.push(undoableMove(resumed, played.battle, action) ? resumed : null);
      resumed = played.battle;
    }
    // Actions the rules refuse now start the battle afresh.
    if (kept.length === resumeFrom.length) {
      battle = resumed;
      actions = [...resumeFrom];
      befores = kept;
      lines = appendLines([], [{ text: fillTemplate(words.log.resumed, { turn: battle.turn }), tone: 'turn' }]);
    }
  }

  return {
    opening: { battle, actions, lines, canUndo: befores.at(-1) != null },
    play(intent) {
      if (intent.type === 'undo') {
        const before = befores.at(-1);
        if (!before) throw new Error('No move to take back');
        battle = before;
        actions = actions.slice(0, -1);
        befores = befores.slice(0, -1);
        save(actions);
        return { ok: true, steps: [{ battle, log: [] }], canUndo: befores.at(-1) != null, undone: true };
      }
      const played = playBattleSteps(battle, intent);
      if (!played.ok) return { ok: false, refusal: wordBattleRefusal(theme, played.error) };
      const canUndo = undoableMove(battle, played.battle, intent);
      befores = [...befores, canUndo ? battle : null];
      battle = played.battle;
      actions = [...actions, intent];
      save(actions);
      return { ok: true, steps: played.steps, canUndo };
    },
    report(outcome) {
      return {
        ...outcome,
        campaignId: navigation?.campaignId ?? null,
        // Every fought battle can be watched again, the practice one too; only a real mission goes home.
        battleSetup: setup,
        actions,
        ...(navigation
          ? {
              missionId: navigation.missionId,
              ...(navigation.guestCampaign ? { guestCampaign: navigation.guestCampaign } : {}),
            }
          : {}),
      };
    },
  };
}

/** A kept battle as the screen opens it, with its whole combat log worded. */
export function keptOpening(view: KeptBattleView, words: BattleWords): KeeperOpening {
  const battle = withThrowawayBattleDice(view.battle);
  let lines: LogLine[] = [];
  for (const step of view.log) lines = appendLines(lines, linesFor(step.log, battle, words.log));
  return {
    battle,
    actions: view.log.flatMap((step) => (step.action ? [step.action] : [])),
    lines,
    canUndo: view.canUndo,
  };
}

/**
 * Where the server keeps a battle (a campaign's or the daily one): how an intent is sent, how the
 * battle is read as it stands, and what the report adds once the server has ended it (`finished`).
 */
export interface KeptBattleRoute<A extends KeptBattleAnswer> {
  send(intent: KeeperIntent, actionCount: number): Promise<A>;
  read(): Promise<KeptBattleView>;
  report(outcome: AfterActionNavigationState, finished: A['finished'] | null): AfterActionNavigationState;
}

/**
 * A battle kept on the server (issue 21; the daily battle, issue 36): each intent is one request
 * from the action count the battle stands at, with an Idempotency-Key a dropped connection's retry
 * reuses. The server holds the dice; its battles arrive with a stand-in generator for the screen's
 * own questions. A 409 (another tab moved on) reads the battle as it stands.
 */
export function keptKeeper<A extends KeptBattleAnswer>(
  route: KeptBattleRoute<A>,
  view: KeptBattleView,
  words: BattleWords,
): BattleKeeper {
  let actionCount = view.actionCount;
  let finished: A['finished'] | null = null;

  async function play(intent: KeeperIntent): Promise<KeeperAnswer> {
    try {
      const answer = await route.send(intent, actionCount);
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
        // Another tab or device moved the battle on: show it as it stands, then say why.
        try {
          const fresh = await route.read();
          actionCount = fresh.actionCount;
          reopened = keptOpening(fresh, words);
        } catch {
          // The battle may have ended elsewhere; the refusal says so.
        }
      }
      return { ok: false, refusal: playerMessage(error, words.log.notSent), ...(reopened ? { reopened } : {}) };
    }
  }

  return {
    opening: keptOpening(view, words),
    play,
    report: (outcome) => route.report(outcome, finished),
  };
}

/** A signed-in player's campaign battle: the server applied the result and kept the replay. */
export function serverKeeper(
  api: ApiClient,
  where: { campaignId: CampaignId; missionId: string },
  view: KeptBattleView,
  words: BattleWords,
): BattleKeeper {
  const { campaignId, missionId } = where;
  return keptKeeper(
    {
      send: (intent, actionCount) => sendKeptBattleAction(api, campaignId, missionId, intent, actionCount),
      read: () => readKeptBattle(api, campaignId, missionId),
      report: (outcome, finished) => ({
        ...outcome,
        campaignId,
        missionId,
        keptOnServer: true,
        ...(finished?.replayId ? { replayId: finished.replayId } : {}),
      }),
    },
    view,
    words,
  );
}
