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
 * A seed (issue 32): 32 lowercase hex digits, the generator's whole 128-bit state, as the operating
 * system's CSPRNG made it (server: `node:crypto`; a guest's browser: `crypto.getRandomValues`) —
 * or, in records made before, the old 32-bit number, spread over the state by SplitMix32.
 */
export type Seed = number | string;

const SEED_128 = /^[0-9a-f]{32}$/;

/** Whether `value` is a 128-bit seed as the engine takes it: 32 lowercase hex digits. */
export function isSeed128(value: unknown): value is string {
  return typeof value === 'string' && SEED_128.test(value);
}

/** A seed's four 32-bit state words (one path for both forms). */
function seedWords(seed: Seed): number[] {
  if (typeof seed === 'number') {
    return [0, 1, 2, 3].map((i) => splitMix32((seed | 0) + Math.imul(i, GOLDEN_GAMMA)));
  }
  if (!isSeed128(seed)) throw new Error('A seed is a 32-bit integer or 32 lowercase hex digits');
  return [0, 8, 16, 24].map((at) => Number.parseInt(seed.slice(at, at + 8), 16) | 0);
}

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
   * instead, the usual way to seed the xoroshiro family. A 128-bit seed is the state itself (the
   * all-zero state, which xoroshiro cannot leave, is seeded as the number 0 instead).
   */
  static fromSeed(seed: Seed): Rng {
    const words = seedWords(seed);
    if (words.every((w) => w === 0)) return new Rng(xoroshiro128plus(typeof seed === 'number' ? seed | 0 : 0));
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
