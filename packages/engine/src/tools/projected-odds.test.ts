import { describe, expect, it } from 'vitest';
import { battleOutcome } from '../battle/outcome';
import { battleSetupFor } from '../campaign/battle-mission';
import { campaignWithSquad } from '../campaign/missions.fixture';
import { publicGameState } from '../campaign/public-state';
import { must } from '../campaign/test-support';
import { Rng } from '../rng';
import { fightBattle } from './battle-commander';
import { projectedOdds, projectionInput, projectionKey, projectionMargin } from './projected-odds';
import { cardReadsAtLeast } from './thoughtful-commander';

const state = campaignWithSquad({ squadSize: 6, difficulty: 'normal', day: 40, threatLevel: 3 });
const squad = state.squad.map((s) => s.id);

describe('projected odds of a fought mission (issue 23)', () => {
  it('projects the very battle the squad would deploy into', () => {
    const sent = must(state, {
      type: 'deployMission',
      templateId: 'operation_breakwater',
      soldierIds: squad,
      mode: 'manual',
    });
    const setup = battleSetupFor(sent, sent.missions.at(-1)?.id ?? '');
    const deployedSquad = state.squad.map((s, i) => ({ ...s, bonus: setup?.input.squad[i]?.bonus }));
    expect(projectionInput(state, 'operation_breakwater', squad)).toEqual({
      mission: setup?.input.mission,
      squad: deployedSquad,
    });
  });

  it('matches simulated battles of that squad within their error', () => {
    const odds = projectedOdds(state, 'operation_breakwater', squad, 100);
    const input = projectionInput(state, 'operation_breakwater', squad);
    if (!odds || !input) throw new Error('no projection');
    // Fresh battles on seeds the projection never uses, as a deployment's hidden generator draws them.
    const rng = Rng.fromSeed(20261126);
    const n = 200;
    let wins = 0;
    for (let i = 0; i < n; i++)
      if (battleOutcome(fightBattle(input, rng.int(0, 0x7fffffff)).battle)?.victory) wins += 1;
    const measured = (100 * wins) / n;
    const p = Math.min(0.99, Math.max(0.01, wins / n));
    // Three standard errors of the difference of two shares: fails about once in 400 runs by chance alone.
    const error = 300 * Math.sqrt(p * (1 - p) * (1 / n + 1 / odds.samples));
    expect(Math.abs(odds.percent - measured)).toBeLessThanOrEqual(error);
    // Half the 95% interval in whole points: 1.96 × √(0.5 × 0.5 ÷ 100) = 9.8 → 10; at 90%, 5.88 → 6.
    expect(projectionMargin(50, 100)).toBe(10);
    expect(projectionMargin(90, 100)).toBe(6);
    expect(odds.margin).toBeLessThanOrEqual(10);
  }, 120_000);

  it('draws on public facts only: the hidden generator and battle seeds do not move it', () => {
    const a = projectedOdds(state, 'raid', squad.slice(0, 4), 20);
    const other = { ...state, rng: Rng.fromSeed(999).state() };
    expect(projectedOdds(other, 'raid', squad.slice(0, 4), 20)).toEqual(a);
    expect(projectedOdds(publicGameState(other), 'raid', squad.slice(0, 4), 20)).toEqual(a);
  });

  it('a stronger enemy lowers the projection', () => {
    const easy = projectedOdds({ ...state, difficulty: 'easy' }, 'operation_iron_veil', squad, 40);
    const hard = projectedOdds({ ...state, difficulty: 'hard', threatLevel: 9 }, 'operation_iron_veil', squad, 40);
    expect(easy?.percent ?? 0).toBeGreaterThan(hard?.percent ?? 100);
  }, 60_000);

  it('reads the same figure for the same squad and force on another day, and another for another squad (issue 34)', () => {
    const today = projectedOdds(state, 'raid', squad.slice(0, 4), 20);
    // Day 41 is in the same chapter with the same research: the same battle, so the same figure.
    expect(projectedOdds({ ...state, day: 41 }, 'raid', squad.slice(0, 4), 20)).toEqual(today);
    const input = projectionInput(state, 'raid', squad.slice(0, 4));
    const hurt = { ...state, squad: state.squad.map((s, i) => (i === 0 ? { ...s, health: s.health - 1 } : s)) };
    const hurtInput = projectionInput(hurt, 'raid', squad.slice(0, 4));
    if (!input || !hurtInput) throw new Error('no projection');
    // A soldier one HP down is another battle: another key, worked out afresh rather than read back.
    expect(projectionKey(hurtInput)).not.toBe(projectionKey(input));
    expect(
      projectionKey({
        ...input,
        mission: { ...input.mission, force: { extraHostiles: 1, hostileHp: 0, hostileAim: 0 } },
      }),
    ).not.toBe(projectionKey(input));
  });

  it('the thoughtful commander reads the card’s projected win rate, the figure the screen shows (issue 34)', () => {
    const shown = projectedOdds(state, 'operation_breakwater', squad);
    if (!shown) throw new Error('no projection');
    expect(shown.samples).toBe(100);
    expect(cardReadsAtLeast(state, 'operation_breakwater', squad, shown.percent)).toBe(true);
    expect(cardReadsAtLeast(state, 'operation_breakwater', squad, shown.percent + 1)).toBe(false);
  }, 120_000);
});
