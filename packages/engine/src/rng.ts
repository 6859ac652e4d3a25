import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

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

  static fromSeed(seed: number): Rng {
    return new Rng(xoroshiro128plus(seed | 0));
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
