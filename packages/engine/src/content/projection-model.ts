/**
 * Issue 34: the fought-mission projection's model (tools/projected-odds.ts), written by
 * `npm run calibrate:projection -- --write` (tools/calibrate-projection.ts); do not edit by hand.
 * Not a rule of play (no outcome reads it), so it is not part of the rules fingerprint;
 * projection-model.test.ts fails when `battlePin` is not the battle rules' pin (refit then).
 */
export const PROJECTION_MODEL = {
  /** The battle rules it was fitted under (tools/projection-pin.ts). */
  battlePin: 'de5154e0-39c4f272',
  features: [
    'bias',
    'logHpRatio',
    'logFireRatio',
    'strengthSquared',
    'armour',
    'heals',
    'abilities',
    'mobility',
    'soldiers',
    'hostiles',
    'hold',
    'extract',
  ],
  coefficients: [1.2847, 3.3309, 5.4497, 0.1381, 0.6133, 0.3117, -0.6534, 1.3247, -0.5429, 0.4262, 0.0282, 0.5416],
  /** Points: 9 in 10 of the sampled card reads were within it of their 100-battle projection. */
  margin: 14,
  calibration: {
    battles: 7232,
    fitted: 5786,
    heldOut: 1446,
    brier: 0.1352,
    brierOfBaseRate: 0.249,
    reads: 40,
    meanAbsoluteError: 4.8,
    readsWithin8: 32,
    rmsError: 6.7,
    rmsErrorNetOfNoise: 5.8,
  },
} as const;
