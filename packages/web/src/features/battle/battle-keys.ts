/**
 * The battle screen's keys, registered once as named intents (Excalidraw's actions: a name, a key,
 * when it applies, what it does). The keydown handler runs the first intent whose key matches and
 * whose predicate holds; the buttons name the same intent for their `aria-keyshortcuts` and call
 * the same controller methods, so a key and its button cannot drift apart.
 */
import type { BattleUnit } from '@holdfast/engine';
import { useEffect, useRef } from 'react';
import type { TilePoint } from '../../ui/battle/BattleGrid';
import type { BattleController } from './use-battle';

/** What an intent reads and calls when its key is pressed. */
export interface KeyContext {
  controller: BattleController;
  /** The battle is on and it is the commander's turn. */
  myTurn: boolean;
  selectedUnit: BattleUnit | undefined;
  /** The hostiles the selected soldier can shoot. */
  shootable: readonly TilePoint[];
  cursor: TilePoint;
  /** Puts the grid's cursor (and focus) on a tile. */
  moveCursor(point: TilePoint): void;
}

export interface KeyIntent {
  /** The key as `aria-keyshortcuts` names it on the intent's button. */
  shortcut: string;
  /** Whether a key press (its `key`, lower case) is this intent's. */
  keyTest(key: string): boolean;
  predicate(context: KeyContext): boolean;
  perform(context: KeyContext, key: string): void;
}

const onMyTurn = (context: KeyContext) => context.myTurn;

function single(shortcut: string, intent: Omit<KeyIntent, 'shortcut' | 'keyTest'>): KeyIntent {
  return { shortcut, keyTest: (key) => key === shortcut.toLowerCase(), ...intent };
}

export const KEY_INTENTS = {
  skipEnemyTurn: single('F', { predicate: () => true, perform: ({ controller }) => controller.skipEnemyTurn() }),
  move: single('M', { predicate: onMyTurn, perform: ({ controller }) => controller.setMode({ kind: 'move' }) }),
  shoot: single('S', { predicate: onMyTurn, perform: ({ controller }) => controller.setMode({ kind: 'shoot' }) }),
  endTurn: single('E', { predicate: onMyTurn, perform: ({ controller }) => controller.act({ type: 'endTurn' }) }),
  undo: single('U', { predicate: onMyTurn, perform: ({ controller }) => controller.undo() }),
  /** The next soldier still standing, selected, the cursor on them. */
  nextSoldier: single('N', {
    predicate: onMyTurn,
    perform: ({ controller, selectedUnit, moveCursor }) => {
      const squad = controller.battle.units.filter((u) => u.type === 'soldier' && u.hp > 0);
      const next = squad[(squad.findIndex((u) => u.id === selectedUnit?.id) + 1) % squad.length];
      if (!next) return;
      if (next.id !== selectedUnit?.id) controller.act({ type: 'select', unitId: next.id });
      moveCursor(next);
    },
  }),
  /** The next hostile the selected soldier can shoot: the cursor on it shows the odds. */
  nextTarget: single('T', {
    predicate: onMyTurn,
    perform: ({ shootable, cursor, moveCursor }) => {
      const index = shootable.findIndex((t) => t.x === cursor.x && t.y === cursor.y);
      const next = shootable[(index + 1) % Math.max(1, shootable.length)];
      if (next) moveCursor(next);
    },
  }),
  /** Back out one step: an armed mode back to MOVE, else the soldier deselected. */
  back: single('Escape', {
    predicate: onMyTurn,
    perform: ({ controller, selectedUnit }) => {
      if (controller.mode.kind !== 'move') controller.setMode({ kind: 'move' });
      else if (selectedUnit) controller.act({ type: 'select', unitId: null });
    },
  }),
  /** The selected soldier's abilities, 1 to 9 in the order the actions column lists them. */
  ability: {
    shortcut: '1-9',
    keyTest: (key) => /^[1-9]$/.test(key),
    predicate: onMyTurn,
    perform: ({ controller, selectedUnit }, key) => {
      const ability = selectedUnit?.abilities[Number(key) - 1];
      if (ability) controller.chooseAbility(ability.id);
    },
  },
} satisfies Record<string, KeyIntent>;

/** The ability button's key: its place in the list, 1 to 9. */
export function abilityShortcut(index: number): string | undefined {
  return index < 9 ? String(index + 1) : undefined;
}

/**
 * Listens for the intents' keys on the window while `enabled` (not while a dialog asks, nor in a
 * text field), always with the latest context.
 */
export function useKeyIntents(context: KeyContext, enabled: boolean): void {
  const latest = useRef({ context, enabled });
  latest.current = { context, enabled };
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const { context, enabled } = latest.current;
      if (!enabled || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      const key = event.key.toLowerCase();
      const intent = Object.values(KEY_INTENTS).find((i) => i.keyTest(key) && i.predicate(context));
      if (!intent) return;
      intent.perform(context, key);
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
