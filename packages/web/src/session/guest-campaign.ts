/**
 * A guest's campaign, kept in this browser (issues 14 and 25): started here, played here with the
 * engine's `applyAction`, and remembered as its record (options, accepted actions, their rules
 * version and a snapshot of the state, guest-record.ts) after every action, so it survives a reload,
 * the main menu, a closed tab and a new release. A page continues from the snapshot. A record of older
 * rules is re-based once: replayed under these rules (battle logs checksummed again); when that
 * reaches the snapshot's state the record takes this version, otherwise the guest plays on from the
 * snapshot and the record keeps its old version (the server then declines to bring it in, naming it).
 * A record that cannot be read at all is kept aside under its own key, and the caller tells the player.
 */
import {
  type ActionResult,
  applyAction,
  campaignChecksum,
  type GameAction,
  type GameState,
  type NewCampaignOptions,
  newCampaign,
  RULES_VERSION,
  replayCampaignRecord,
} from '@holdfast/engine';
import type { ImportCampaignRequest } from '@holdfast/server/contract';
import {
  clearGuestRecord,
  type GuestRecord,
  keepGuestRecordAside,
  parseGuestRecord,
  readGuestRecordText,
  type StoredGuestRecord,
  writeGuestRecord,
} from './guest-record';
import { randomSeed128 } from './random-seed';

interface Held {
  record: GuestRecord;
  state: GameState;
  /** The stored text this copy came from or wrote; null when the browser refused to store it. */
  text: string | null;
}

let held: Held | null = null;

function hold(record: GuestRecord, state: GameState): GameState {
  held = { record, state, text: writeGuestRecord(record) };
  return state;
}

/** What a page can continue from a stored record, re-basing it when it was made under older rules. */
function continued(stored: StoredGuestRecord): { record: GuestRecord; state: GameState } | null {
  if (stored.format === 2 && stored.rulesVersion >= RULES_VERSION) return { record: stored, state: stored.snapshot };
  const rulesVersion = stored.format === 2 ? stored.rulesVersion : 1;
  const replayed = replayCampaignRecord({ options: stored.options, actions: stored.actions, rulesVersion });
  const snapshot = stored.format === 2 ? stored.snapshot : null;
  const rebased = replayed.ok && (snapshot === null || campaignChecksum(replayed.state) === campaignChecksum(snapshot));
  if (replayed.ok && rebased) {
    const state = snapshot ?? replayed.state;
    const record: GuestRecord = {
      format: 2,
      rulesVersion: RULES_VERSION,
      // A record re-based from before the battle force keeps its template battles (issue 23).
      options: replayed.options,
      actions: replayed.actions,
      snapshot: state,
      day: state.day,
      savedAt: stored.savedAt,
    };
    return { record, state };
  }
  if (snapshot) {
    console.warn(`The campaign saved in this browser continues from its snapshot (rules version ${rulesVersion})`);
    return { record: stored as GuestRecord, state: snapshot };
  }
  return null;
}

/** Why `currentGuestCampaign` found no campaign to continue. */
export type GuestCampaignLoss = 'keptAside';

/**
 * The local campaign, or null. Continues from the stored snapshot when this page does not hold it yet
 * (or another tab has stored a newer one). A stored campaign that cannot be read (not a record, or one
 * from before snapshots that no longer replays) is kept aside, never dropped: `onLoss` hears of it.
 */
export function currentGuestCampaign(
  onLoss?: (loss: GuestCampaignLoss) => void,
): { record: GuestRecord; state: GameState } | null {
  const text = readGuestRecordText();
  // A copy the browser would not store lives on in this page only.
  if (held && (held.text === text || held.text === null)) return held;
  held = null;
  if (text === null) return null;
  const stored = parseGuestRecord(text);
  const local = stored ? continued(stored) : null;
  if (!local) {
    console.warn('The campaign saved in this browser cannot be read by this release: it is kept aside');
    keepGuestRecordAside(text);
    onLoss?.('keptAside');
    return null;
  }
  if (local.record === stored) {
    held = { ...local, text };
    return held;
  }
  hold(local.record, local.state);
  return held;
}

/** Starts a new local campaign, replacing any earlier one, and returns its first state. */
export function startGuestCampaign(options: NewCampaignOptions): GameState {
  const state = newCampaign(options);
  return hold(
    {
      format: 2,
      rulesVersion: RULES_VERSION,
      options,
      actions: [],
      snapshot: state,
      day: state.day,
      savedAt: new Date().toISOString(),
    },
    state,
  );
}

/**
 * Applies a guest's action. With a local campaign it is applied to that campaign's state (the
 * truth, whatever copy the screen carried) and kept; without one (a test's bare state) to `current`.
 */
export function playGuestAction(current: GameState, sent: GameAction): ActionResult {
  // Issue 32: a fought mission's battle seed comes from this browser's CSPRNG, kept in the record.
  const action: GameAction =
    sent.type === 'deployMission' && sent.mode === 'manual' && sent.battleSeed === undefined
      ? { ...sent, battleSeed: randomSeed128() }
      : sent;
  const local = currentGuestCampaign();
  const result = applyAction(local?.state ?? current, action);
  if (result.ok && local) {
    const { record } = local;
    hold(
      {
        ...record,
        actions: [...record.actions, action],
        snapshot: result.state,
        day: result.state.day,
        savedAt: new Date().toISOString(),
      },
      result.state,
    );
  }
  return result;
}

/** What `POST /api/campaigns/import` takes: the record, and the day and checksum it replays to. */
export function guestImportBody(): ImportCampaignRequest | null {
  const local = currentGuestCampaign();
  if (!local) return null;
  const { options, actions, rulesVersion } = local.record;
  return { options, actions, rulesVersion, day: local.state.day, checksum: campaignChecksum(local.state) };
}

/** Forgets the local campaign (once it is safely in an account). */
export function forgetGuestCampaign(): void {
  held = null;
  clearGuestRecord();
}
