/**
 * A guest's campaign, kept in this browser (issues 14 and 25): started here, played here with the
 * engine's `applyAction`, and remembered as its record (options, accepted actions, their rules
 * version and a snapshot of the state, guest-record.ts) after every action, so it survives a reload,
 * the main menu, a closed tab and a new release. A page continues from the snapshot. A record of older
 * rules is carried over once by its snapshot (issue 31): the snapshot becomes the record's start
 * (`carriedOver`), its actions start again empty under this version, and the campaign brought into an
 * account is marked carried over. A record release 1 kept (format 1, no snapshot) is carried over by
 * the server (`carryOverFormat1`): the page never loads retired rules. A record that cannot be read
 * at all is kept aside under its own key, and the caller tells the player.
 */
import {
  type ActionResult,
  applyAction,
  campaignChecksum,
  carryOverOptions,
  carryOverState,
  type GameAction,
  type GameState,
  type NewCampaignOptions,
  needsCarryOver,
  newCampaign,
  RULES_VERSION,
} from '@holdfast/engine';
import type { CarryOverResponse, ImportCampaignRequest } from '@holdfast/server/contract';
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

/** A record this version plays on from `state`, carried over from an earlier one (its actions start again). */
function carriedOverRecord(
  from: { rulesVersion: number; options: NewCampaignOptions; savedAt: string },
  carried: GameState,
): { record: GuestRecord; state: GameState } {
  const state = carryOverState(carried);
  const record: GuestRecord = {
    format: 2,
    rulesVersion: RULES_VERSION,
    options: carryOverOptions(from.options),
    carriedOver: { rulesVersion: from.rulesVersion, state },
    actions: [],
    snapshot: state,
    day: state.day,
    savedAt: from.savedAt,
  };
  return { record, state };
}

/**
 * What a page can continue from a stored record: the snapshot; a record of older rules (or one an
 * earlier release re-based) carried over by it. A format-1 record has none: null (the server carries
 * it over first, `carryOverFormat1`).
 */
function continued(stored: StoredGuestRecord): { record: GuestRecord; state: GameState } | null {
  if (stored.format === 1) return null;
  if (!needsCarryOver(stored)) return { record: stored, state: stored.snapshot };
  return carriedOverRecord(stored, stored.snapshot);
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
  // Release 1's record waits for the server to carry it over (carryOverFormat1): not lost, not read yet.
  if (stored?.format === 1) return null;
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

/**
 * Carries a record release 1 kept (format 1: no snapshot) over once (issue 31): the server's worker
 * replays it by the retired rules and answers the state it reaches, which this browser then keeps as
 * a format-2 record carried over from version 1. Nothing to do for any other record. A record the
 * server refuses is kept aside (never dropped): `onLoss` hears of it. `post` is the API client's.
 */
export async function carryOverFormat1(
  post: (path: string, body: unknown) => Promise<CarryOverResponse>,
  onLoss?: (loss: GuestCampaignLoss) => void,
): Promise<void> {
  const text = readGuestRecordText();
  const stored = parseGuestRecord(text);
  if (text === null || stored?.format !== 1) return;
  let answer: CarryOverResponse;
  try {
    answer = await post('/api/guest-records/carry-over', { options: stored.options, actions: stored.actions });
  } catch (error) {
    // A refusal (422) means these rules cannot carry it over; anything else (offline) is tried again later.
    if ((error as { status?: number }).status !== 422) throw error;
    console.warn('The campaign saved in this browser cannot be carried over: it is kept aside', error);
    keepGuestRecordAside(text);
    onLoss?.('keptAside');
    return;
  }
  const carried = carriedOverRecord(
    { ...stored, rulesVersion: answer.rulesVersion },
    answer.state as unknown as GameState,
  );
  held = null;
  hold(carried.record, carried.state);
}

/** What `POST /api/campaigns/import` takes: the record, and the day and checksum it replays to. */
export function guestImportBody(): ImportCampaignRequest | null {
  const local = currentGuestCampaign();
  if (!local) return null;
  const { options, actions, rulesVersion, carriedOver } = local.record;
  return {
    options,
    actions,
    rulesVersion,
    // The contract's state is the schema's loose object; the engine's GameState is that object exactly.
    ...(carriedOver
      ? { carriedOver: carriedOver as unknown as NonNullable<ImportCampaignRequest['carriedOver']> }
      : {}),
    day: local.state.day,
    checksum: campaignChecksum(local.state),
  };
}

/** Forgets the local campaign (once it is safely in an account). */
export function forgetGuestCampaign(): void {
  held = null;
  clearGuestRecord();
}
