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
  coefficients: [2.5333, 3.1548, 5.4247, 0.1834, 0.7241, 0.2746, -0.6657, 0.5588, -0.4829, 0.4317, 0.0534, 0.6551],
  /** Points: 9 in 10 of the sampled card reads were within it of their 100-battle projection. */
  margin: 14,
  calibration: {
    battles: 6570,
    fitted: 5256,
    heldOut: 1314,
    brier: 0.129,
    brierOfBaseRate: 0.25,
    reads: 40,
    meanAbsoluteError: 5.1,
    readsWithin8: 31,
    rmsError: 7.5,
    rmsErrorNetOfNoise: 6.6,
  },
} as const;
