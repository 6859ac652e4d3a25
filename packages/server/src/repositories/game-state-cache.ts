/**
 * The last GameState this process saw for each recently played campaign, tagged with the
 * campaign's `state_version`. Loading a state reads every row of the campaign, and the event log
 * only grows (hundreds of rows after a few hundred days), so ADVANCE DAY would spend most of its
 * time re-reading what this process itself wrote a moment ago. A cached state is used only when the
 * version just taken under the campaign lock is the very next one after it, i.e. nobody, in this
 * process or another, has written the campaign since; otherwise the state is loaded again.
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

  /** The state as of `version`, or undefined when this process does not hold that version. */
  get(campaignId: number, version: number): GameState | undefined {
    const entry = this.latest(campaignId);
    return entry?.version === version ? entry.state : undefined;
  }

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

  /** A committed write that left the state as it was (a refusal, a replayed answer) moves the tag along. */
  carryForward(campaignId: number, fromVersion: number, toVersion: number): void {
    const entry = this.#entries.get(campaignId);
    if (entry?.version === fromVersion) this.#entries.set(campaignId, { version: toVersion, state: entry.state });
  }

  get size(): number {
    return this.#entries.size;
  }
}
