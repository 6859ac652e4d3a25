/**
 * The last GameState this process saw for each recently played campaign, tagged with the
 * campaign's `state_version`. Loading a state reads every row of the campaign, and the event log
 * only grows (hundreds of rows after a few hundred days), so ADVANCE DAY would spend most of its
 * time re-reading what this process itself wrote a moment ago. An action starts from the cached
 * state and writes only if the campaign is still at its version (campaign-actions.ts); if anyone,
 * in this process or another, has written since, the state is forgotten and loaded again.
 *
 * States are immutable engine values, so sharing them between requests is safe.
 */
import type { GameState } from '@holdfast/engine';

export const DEFAULT_CACHED_CAMPAIGNS = 200;

interface Entry {
  version: number;
  state: GameState;
}

export class GameStateCache {
  readonly #entries = new Map<number, Entry>();

  constructor(readonly capacity = DEFAULT_CACHED_CAMPAIGNS) {}

  /** The newest state this process holds for the campaign, with its version. */
  latest(campaignId: number): Readonly<Entry> | undefined {
    const entry = this.#entries.get(campaignId);
    if (entry) {
      // Map order is insertion order: re-inserting keeps the most recently played campaigns last.
      this.#entries.delete(campaignId);
      this.#entries.set(campaignId, entry);
    }
    return entry;
  }

  /** Records the state committed as `version`; an older version never replaces a newer one. */
  set(campaignId: number, version: number, state: GameState): void {
    const current = this.#entries.get(campaignId);
    if (current && current.version > version) return;
    this.#entries.delete(campaignId);
    this.#entries.set(campaignId, { version, state });
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Drops the campaign's state if it is still the one at `version` (someone else wrote since). */
  forget(campaignId: number, version: number): void {
    if (this.#entries.get(campaignId)?.version === version) this.#entries.delete(campaignId);
  }

  get size(): number {
    return this.#entries.size;
  }
}
