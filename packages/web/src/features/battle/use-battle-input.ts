/**
 * What the commander's clicks and keys mean, shared by the guest's battle (`use-battle.ts`) and the
 * kept battle (`use-server-battle.ts`): a mode button arms a mode, an ability button uses or arms its
 * ability (or is refused in the universe's words), a tile runs the armed mode's action. The two hooks
 * differ only in how an action is carried out (`act`).
 */
import type { BattleAction, BattleState } from '@holdfast/engine';
import { type ThemeConfig, wordBattleRefusal } from '@holdfast/engine/themes';
import { type RefObject, useCallback, useMemo } from 'react';
import { abilityChoice, type BattleMode, tileIntent } from './battle-intents';

interface InputView {
  battle: BattleState;
  mode: BattleMode;
}

export interface BattleInput {
  setMode(mode: BattleMode): void;
  chooseAbility(abilityId: string): void;
  activateTile(x: number, y: number): void;
}

export function useBattleInput<V extends InputView>(
  latest: RefObject<V>,
  commit: (next: V) => void,
  act: (action: BattleAction) => unknown,
  refuse: (message: string) => void,
  theme: ThemeConfig,
): BattleInput {
  const setMode = useCallback((mode: BattleMode) => commit({ ...latest.current, mode }), [commit, latest]);

  const chooseAbility = useCallback(
    (abilityId: string) => {
      const current = latest.current;
      const choice = abilityChoice(current.battle, current.mode, abilityId);
      if (choice.kind === 'refused') refuse(wordBattleRefusal(theme, choice.refusal));
      else if (choice.kind === 'use') act(choice.action);
      else if (choice.kind === 'arm') commit({ ...current, mode: choice.mode });
    },
    [act, commit, latest, refuse, theme],
  );

  const activateTile = useCallback(
    (x: number, y: number) => {
      const { battle, mode } = latest.current;
      const action = tileIntent(battle, mode, x, y);
      if (action) act(action);
    },
    [act, latest],
  );

  return useMemo(() => ({ setMode, chooseAbility, activateTile }), [setMode, chooseAbility, activateTile]);
}
