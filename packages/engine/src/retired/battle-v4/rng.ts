// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

const GOLDEN_GAMMA = 0x9e3779b9;

/** SplitMix32's finaliser: a well-mixed 32-bit word from any integer. */
function splitMix32(value: number): number {
  let z = (value + GOLDEN_GAMMA) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) | 0;
}

/** Serialisable generator state, kept inside `GameState` so a campaign can be saved and replayed. */
export type RngState = readonly number[];

/**
 * The engine's only source of randomness: a seeded xoroshiro128+ (pure-rand).
 * It mutates while drawing; callers create one from a state, draw, then store `state()` back.
 */
export class Rng {
  readonly #gen: RandomGenerator;

  private constructor(gen: RandomGenerator) {
    this.#gen = gen;
  }

  /**
   * pure-rand's own seeding (`xoroshiro128plus(seed)`) fills the 128-bit state almost entirely
   * with the seed's bits, so for small seeds the first draw is ~0.9999 every time (seeds 1..1000
   * all lost their first coin toss). The seed is spread over the four state words by SplitMix32
   * instead, the usual way to seed the xoroshiro family.
   */
  static fromSeed(seed: number): Rng {
    const words = [0, 1, 2, 3].map((i) => splitMix32((seed | 0) + Math.imul(i, GOLDEN_GAMMA)));
    if (words.every((w) => w === 0)) return new Rng(xoroshiro128plus(seed | 0));
    return new Rng(xoroshiro128plusFromState(words));
  }

  static fromState(state: RngState): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return uniformInt(this.#gen, min, max);
  }

  /** Float in [0, 1). */
  float(): number {
    return uniformFloat64(this.#gen);
  }

  /** True with probability `p` (0..1). */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  state(): RngState {
    return [...this.#gen.getState()];
  }
}
