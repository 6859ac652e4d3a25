/**
 * Issue 34: the fought-mission projection's model (tools/projected-odds.ts), written by
 * `npm run calibrate:projection -- --write` (tools/calibrate-projection.ts); do not edit by hand.
 * Not a rule of play (no outcome reads it), so it is not part of the rules fingerprint;
 * projection-model.test.ts fails when `battlePin` is not the battle rules' pin (refit then).
 */
export const PROJECTION_MODEL = {
  /** The battle rules it was fitted under (tools/projection-pin.ts). */
  battlePin: 'de5154e0-d1ca58d5',
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
  coefficients: [1.1453, 3.8388, 5.0186, 0.2957, 0.5586, 0.233, -0.5301, 1.4278, -0.4349, 0.287, -0.0576, -0.2898],
  /** Points: 9 in 10 of the sampled card reads were within it of their 100-battle projection. */
  margin: 13,
  calibration: {
    battles: 7068,
    fitted: 5655,
    heldOut: 1413,
    brier: 0.1414,
    brierOfBaseRate: 0.2487,
    reads: 40,
    meanAbsoluteError: 5.2,
    readsWithin8: 31,
    rmsError: 6.8,
    rmsErrorNetOfNoise: 5.8,
  },
} as const;
