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
  coefficients: [0.9055, 2.9137, 5.2326, 0.1094, 0.4974, 0.2656, -0.5629, 1.4769, -0.4511, 0.339, -0.0044, 0.7425],
  /** Points: 9 in 10 of the sampled card reads were within it of their 100-battle projection. */
  margin: 15,
  calibration: {
    battles: 6892,
    fitted: 5514,
    heldOut: 1378,
    brier: 0.136,
    brierOfBaseRate: 0.2499,
    reads: 40,
    meanAbsoluteError: 5.6,
    readsWithin8: 29,
    rmsError: 7.9,
    rmsErrorNetOfNoise: 7,
  },
} as const;
