/**
 * A guest's campaign, kept in this browser (issue 14): started here, played here with the engine's
 * `applyAction`, and remembered as its record (options + accepted actions, guest-record.ts) after
 * every action, so it survives a reload, the main menu and a closed tab. The record is the truth;
 * its state is rebuilt once per page by replaying it and then held in memory.
 */
import {
  type ActionResult,
  applyAction,
  campaignChecksum,
  type GameAction,
  type GameState,
  type NewCampaignOptions,
  newCampaign,
  replayCampaignRecord,
} from '@holdfast/engine';
import type { ImportCampaignRequest } from '@holdfast/server/contract';
import {
  clearGuestRecord,
  type GuestRecord,
  parseGuestRecord,
  readGuestRecordText,
  writeGuestRecord,
} from './guest-record';

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

/**
 * The local campaign, or null. Replays the stored record when this page does not hold it yet (or
 * another tab has stored a newer one); a record that no longer replays is left alone and ignored.
 */
export function currentGuestCampaign(): { record: GuestRecord; state: GameState } | null {
  const text = readGuestRecordText();
  // A copy the browser would not store lives on in this page only.
  if (held && (held.text === text || held.text === null)) return held;
  held = null;
  const record = parseGuestRecord(text);
  if (!record) return null;
  const replayed = replayCampaignRecord(record);
  if (!replayed.ok) {
    console.warn(`The campaign saved in this browser no longer replays (action ${replayed.index + 1})`);
    return null;
  }
  held = { record, state: replayed.state, text };
  return held;
}

/** Starts a new local campaign, replacing any earlier one, and returns its first state. */
export function startGuestCampaign(options: NewCampaignOptions): GameState {
  const state = newCampaign(options);
  return hold({ format: 1, options, actions: [], day: state.day, savedAt: new Date().toISOString() }, state);
}

/**
 * Applies a guest's action. With a local campaign it is applied to that campaign's state (the
 * truth, whatever copy the screen carried) and kept; without one (a test's bare state) to `current`.
 */
export function playGuestAction(current: GameState, action: GameAction): ActionResult {
  const local = currentGuestCampaign();
  const result = applyAction(local?.state ?? current, action);
  if (result.ok && local) {
    const { record } = local;
    hold(
      { ...record, actions: [...record.actions, action], day: result.state.day, savedAt: new Date().toISOString() },
      result.state,
    );
  }
  return result;
}

/** What `POST /api/campaigns/import` takes: the record, and the day and checksum it replays to. */
export function guestImportBody(): ImportCampaignRequest | null {
  const local = currentGuestCampaign();
  if (!local) return null;
  const { options, actions } = local.record;
  return { options, actions, day: local.state.day, checksum: campaignChecksum(local.state) };
}

/** Forgets the local campaign (once it is safely in an account). */
export function forgetGuestCampaign(): void {
  held = null;
  clearGuestRecord();
}
