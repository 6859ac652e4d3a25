import { describe, expect, it } from 'vitest';
import { battleSetupFor } from '../campaign/battle-mission';
import { campaignWithSquad } from '../campaign/missions.fixture';
import { publicGameState } from '../campaign/public-state';
import { must } from '../campaign/test-support';
import { PROJECTION_MODEL } from '../content/projection-model';
import { Rng } from '../rng';
import { modelShare, projectedOdds, projectionFeatures, projectionInput } from './projected-odds';
import { collectCases, playCase } from './projection-calibration';
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

  it('is calibrated on battles it was not fitted on: per predicted band, the played win share is within 8 points (or 2.5 standard errors of a small band) (issue 34)', () => {
    // Campaigns of other seeds, sampled on other days, each battle fought once on seeds of its own.
    const cases = collectCases([101, 102], 7, 3);
    const bands = Array.from({ length: 5 }, () => ({ n: 0, won: 0, predicted: 0 }));
    for (const c of cases) {
      const p = modelShare(projectionFeatures(c.input), PROJECTION_MODEL.coefficients);
      const band = bands[Math.min(4, Math.floor(p * 5))];
      if (!band) continue;
      band.n += 1;
      band.won += playCase(c.input, 1, 'held-out');
      band.predicted += p;
    }
    expect(cases.length).toBeGreaterThan(1000);
    for (const band of bands) {
      expect(band.n).toBeGreaterThan(40);
      const played = band.won / band.n;
      const predicted = band.predicted / band.n;
      const error = 2.5 * Math.sqrt((predicted * (1 - predicted)) / band.n);
      expect(Math.abs(played - predicted), JSON.stringify(band)).toBeLessThanOrEqual(Math.max(0.08, error));
    }
  });

  it('draws on public facts only: the hidden generator and battle seeds do not move it', () => {
    const a = projectedOdds(state, 'raid', squad.slice(0, 4));
    const other = { ...state, rng: Rng.fromSeed(999).state() };
    expect(projectedOdds(other, 'raid', squad.slice(0, 4))).toEqual(a);
    expect(projectedOdds(publicGameState(other), 'raid', squad.slice(0, 4))).toEqual(a);
  });

  it('a stronger enemy lowers the projection', () => {
    const easy = projectedOdds({ ...state, difficulty: 'easy' }, 'operation_iron_veil', squad);
    const hard = projectedOdds({ ...state, difficulty: 'hard', threatLevel: 9 }, 'operation_iron_veil', squad);
    expect(easy?.percent ?? 0).toBeGreaterThan(hard?.percent ?? 100);
  });

  it('reads the same figure for the same squad and force on another day, a lower one for a worn-out squad and a smaller one (issue 34)', () => {
    const today = projectedOdds(state, 'raid', squad.slice(0, 4));
    // Day 41 is in the same chapter with the same research: the same battle, so the same figure.
    expect(projectedOdds({ ...state, day: 41 }, 'raid', squad.slice(0, 4))).toEqual(today);
    const hurt = { ...state, squad: state.squad.map((s) => ({ ...s, health: 1 })) };
    expect(projectedOdds(hurt, 'raid', squad.slice(0, 4))?.percent ?? 100).toBeLessThan(today?.percent ?? 0);
    expect(projectedOdds(state, 'raid', squad.slice(0, 3))?.percent ?? 100).toBeLessThan(today?.percent ?? 0);
  });

  it('the thoughtful commander reads the card’s projected win rate, the figure the screen shows (issue 34)', () => {
    const shown = projectedOdds(state, 'operation_breakwater', squad);
    if (!shown) throw new Error('no projection');
    expect(shown.margin).toBe(PROJECTION_MODEL.margin);
    expect(cardReadsAtLeast(state, 'operation_breakwater', squad, shown.percent)).toBe(true);
    expect(cardReadsAtLeast(state, 'operation_breakwater', squad, shown.percent + 1)).toBe(false);
  });
});
