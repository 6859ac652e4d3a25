/**
 * Issue 35 item 1: a hold win says the zone was held — on the result card, in the combat log and in
 * the intents panel — never that every hostile was eliminated while hostiles stand on the field.
 */
import { battleOutcome, createBattle, forecastEnemyTurn, playBattleSteps, tileIndex } from '@holdfast/engine';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleBattleSetup } from '../../session/battle-navigation';
import { linesFor } from '../../ui/battle/battle-log';
import { IntentList } from '../../ui/battle/IntentList';
import { battleWords } from '../../ui/battle-words';
import { ResultCard } from './ResultCard';

function heldZone(theme: 'vanilla' | 'devastators') {
  const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
  const battle = structuredClone(createBattle(setup.input, setup.seed));
  const ana = battle.units.find((u) => u.id === 'sample-1');
  if (!ana) throw new Error('sample-1');
  // Ana stands in a one-tile zone that needs one more turn held; the hostiles have not seen the squad.
  battle.objective = { kind: 'hold', tiles: [tileIndex(ana.x, ana.y)], turnsNeeded: 1, turnsHeld: 0 };
  const played = playBattleSteps(battle, { type: 'endTurn' });
  if (!played.ok) throw new Error(played.error.code);
  const words = battleWords(theme);
  const outcome = battleOutcome(played.battle);
  if (!outcome) throw new Error('the battle should be over');
  return { battle: played.battle, outcome, log: played.steps.flatMap((s) => s.log), words };
}

describe('a hold win in its own words', () => {
  it('says the zone was held, not that every hostile fell, while four hostiles stand', () => {
    const { battle, outcome, log, words } = heldZone('vanilla');
    expect(battle.status).toBe('victory');
    expect(battle.units.filter((u) => u.type === 'enemy' && u.hp > 0)).toHaveLength(4);

    render(<ResultCard outcome={outcome} words={words} squadSize={3} onReport={() => {}} />);
    const card = screen.getByRole('region', { name: 'MISSION SUCCESS' });
    expect(within(card).getByTestId('battle-result-text')).toHaveTextContent(
      'The zone held to the last turn. Excellent work, Commander.',
    );
    expect(card).toHaveTextContent('Objective met: zone held');
    expect(card).not.toHaveTextContent(/eliminated/i);

    const lines = linesFor(log, battle, words.log).map((line) => line.text);
    expect(lines.slice(-3)).toEqual([
      'The zone is held (1/1 turns)',
      'Objective complete: zone held',
      'The zone is held',
    ]);
    expect(lines.join('\n')).not.toMatch(/eliminated/i);
  });

  it('tells the intents panel the truth: hostiles remain, none will act', () => {
    const { battle, words } = heldZone('vanilla');
    render(<IntentList battle={battle} forecast={forecastEnemyTurn(battle)} words={words} />);
    expect(screen.getByText('Hostiles left: 4. None will act.')).toBeInTheDocument();
    expect(screen.queryByText('No hostile left to act.')).toBeNull();
  });

  it('speaks in the universe’s words', () => {
    const { battle, outcome, log, words } = heldZone('devastators');
    render(<ResultCard outcome={outcome} words={words} squadSize={3} onReport={() => {}} />);
    expect(screen.getByTestId('battle-result-text')).toHaveTextContent(
      'The yard held to the last turn. Fine work, Foreman.',
    );
    expect(linesFor(log, battle, words.log).at(-1)?.text).toBe('The yard is held');
  });
});
