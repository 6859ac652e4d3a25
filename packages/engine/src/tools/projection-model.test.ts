/**
 * Issue 34: the projection's model was fitted under today's battle rules. When the battle's rules or
 * the scripted battle commander change, its pin moves and this fails until the model is refitted
 * (`npm run calibrate:projection`, about two minutes) and the new file committed.
 */
import { describe, expect, it } from 'vitest';
import { PROJECTION_MODEL } from '../content/projection-model';
import { PROJECTION_FEATURES } from './projected-odds';
import { projectionBattlePin } from './projection-pin';

describe('the projection model', () => {
  it('was fitted under the battle rules in force (else run npm run calibrate:projection)', () => {
    expect(PROJECTION_MODEL.battlePin, 'the battle changed: npm run calibrate:projection').toBe(projectionBattlePin());
  });

  it('has one coefficient per feature, in the features’ order', () => {
    expect(PROJECTION_MODEL.features).toEqual([...PROJECTION_FEATURES]);
    expect(PROJECTION_MODEL.coefficients).toHaveLength(PROJECTION_FEATURES.length);
  });
});
