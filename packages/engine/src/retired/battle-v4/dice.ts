// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * The battle's generator: the engine's seeded Rng (pure-rand), counting what it draws so that a
 * replay that diverges shows it in `BattleState.draws`, and integers only.
 */
import { Rng } from './rng';
import type { BattleState } from './types';

export class Dice {
  readonly #rng: Rng;
  #draws = 0;

  constructor(rng: Rng) {
    this.#rng = rng;
  }

  static of(battle: Pick<BattleState, 'rng'>): Dice {
    return new Dice(Rng.fromState(battle.rng));
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    this.#draws += 1;
    return this.#rng.int(min, max);
  }

  /** 1..100: a roll succeeds when it is at most the percent chance. */
  percent(): number {
    return this.int(1, 100);
  }

  get draws(): number {
    return this.#draws;
  }

  /** Writes the generator back into the battle. */
  storeIn(battle: BattleState): void {
    battle.rng = this.#rng.state();
    battle.draws += this.#draws;
    this.#draws = 0;
  }
}
