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
  coefficients: [1.5849, 3.5828, 4.5563, 0.1818, 0.607, 0.1882, -0.527, 1.2397, -0.3582, 0.1928, -0.0205, 0.5257],
  /** Points: 9 in 10 of the sampled card reads were within it of their 100-battle projection. */
  margin: 12,
  calibration: {
    battles: 7262,
    fitted: 5810,
    heldOut: 1452,
    brier: 0.1468,
    brierOfBaseRate: 0.2497,
    reads: 40,
    meanAbsoluteError: 6.3,
    readsWithin8: 27,
    rmsError: 8.3,
    rmsErrorNetOfNoise: 7.5,
  },
} as const;
