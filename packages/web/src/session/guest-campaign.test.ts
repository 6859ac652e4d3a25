import { campaignChecksum, newCampaign, RULES_VERSION } from '@holdfast/engine';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_CAMPAIGN_KEY, GUEST_KEPT_ASIDE_PREFIX, readGuestSummary } from './guest-record';

const options = { name: 'Iron Gate', difficulty: 'hard', theme: 'archbound', seed: 5 } as const;

/** The module as a freshly loaded page sees it: nothing held in memory, only what the browser stored. */
async function freshPage() {
  vi.resetModules();
  return import('./guest-campaign');
}

describe('the guest campaign kept in this browser', () => {
  it('survives a reload: a new page replays the stored actions to the same state', async () => {
    const page = await freshPage();
    let state = page.startGuestCampaign(options);
    for (const action of [{ type: 'recruit' }, { type: 'advanceDay' }, { type: 'advanceDay' }] as const) {
      const result = page.playGuestAction(state, action);
      if (!result.ok) throw new Error(`refused: ${action.type}`);
      state = result.state;
    }
    expect(readGuestSummary()).toMatchObject({ name: 'Iron Gate', theme: 'archbound', difficulty: 'hard', day: 3 });

    const reloaded = (await freshPage()).currentGuestCampaign();
    expect(reloaded?.record.actions).toEqual([{ type: 'recruit' }, { type: 'advanceDay' }, { type: 'advanceDay' }]);
    expect(reloaded && campaignChecksum(reloaded.state)).toBe(campaignChecksum(state));
  });

  it('plays on the stored campaign, not on a stale copy a screen still carries', async () => {
    const page = await freshPage();
    const first = page.startGuestCampaign(options);
    const day2 = page.playGuestAction(first, { type: 'advanceDay' });
    // A screen that still holds day 1 sends another day: it is day 3 for the campaign.
    const day3 = page.playGuestAction(first, { type: 'advanceDay' });
    expect(day2.ok && day3.ok && day3.state.day).toBe(3);
    expect(page.guestImportBody()).toMatchObject({ day: 3, actions: [{ type: 'advanceDay' }, { type: 'advanceDay' }] });
  });

  it('without a stored campaign plays the given state and keeps nothing', async () => {
    const page = await freshPage();
    const result = page.playGuestAction(newCampaign(options), { type: 'advanceDay' });
    expect(result.ok && result.state.day).toBe(2);
    expect(localStorage.getItem(GUEST_CAMPAIGN_KEY)).toBeNull();
    expect(page.guestImportBody()).toBeNull();
  });

  it('keeps aside, never drops, a stored text that is not a record', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unreadable = ['{not json', JSON.stringify({ format: 3, options, actions: [], day: 1, savedAt: '' })];
    for (const text of unreadable) {
      localStorage.clear();
      localStorage.setItem(GUEST_CAMPAIGN_KEY, text);
      const losses: string[] = [];
      expect((await freshPage()).currentGuestCampaign((loss) => losses.push(loss))).toBeNull();
      expect(losses).toEqual(['keptAside']);
      expect(localStorage.getItem(GUEST_CAMPAIGN_KEY)).toBeNull();
      const aside = Object.keys(localStorage).filter((key) => key.startsWith(GUEST_KEPT_ASIDE_PREFIX));
      expect(aside.map((key) => localStorage.getItem(key))).toEqual([text]);
    }
  });

  it('continues from the stored snapshot without replaying a record of the current rules', async () => {
    const page = await freshPage();
    page.startGuestCampaign(options);
    const stored = JSON.parse(localStorage.getItem(GUEST_CAMPAIGN_KEY) ?? '{}');
    expect(stored).toMatchObject({ format: 2, rulesVersion: RULES_VERSION, snapshot: { day: 1 } });
    // A snapshot the actions would not give: only a page that trusts the snapshot shows it.
    stored.snapshot.name = 'Snapshot Gate';
    localStorage.setItem(GUEST_CAMPAIGN_KEY, JSON.stringify(stored));
    expect((await freshPage()).currentGuestCampaign()?.state.name).toBe('Snapshot Gate');
  });

  it('carries an older record over by its snapshot: it plays on from there and the import names the carry-over', async () => {
    const page = await freshPage();
    const start = page.startGuestCampaign(options);
    const day2 = page.playGuestAction(start, { type: 'advanceDay' });
    if (!day2.ok) throw new Error('refused');
    const stored = JSON.parse(localStorage.getItem(GUEST_CAMPAIGN_KEY) ?? '{}');
    // As if older rules had accepted an action these rules refuse: it is never replayed.
    const old = { ...stored, rulesVersion: RULES_VERSION - 1, actions: [{ type: 'heal', soldierId: 'nobody' }] };
    localStorage.setItem(GUEST_CAMPAIGN_KEY, JSON.stringify(old));
    const reloaded = await freshPage();
    const local = reloaded.currentGuestCampaign();
    expect(local && campaignChecksum(local.state)).toBe(campaignChecksum(day2.state));
    const day3 = reloaded.playGuestAction(day2.state, { type: 'advanceDay' });
    expect(day3.ok && day3.state.day).toBe(3);
    const body = reloaded.guestImportBody();
    expect(body).toMatchObject({ rulesVersion: RULES_VERSION, day: 3, actions: [{ type: 'advanceDay' }] });
    expect([body?.carriedOver?.rulesVersion, body?.carriedOver?.state.day]).toEqual([RULES_VERSION - 1, 2]);
    expect(readGuestSummary()).toMatchObject({ name: 'Iron Gate', day: 3 });
  });

  it('is forgotten once brought into an account', async () => {
    const page = await freshPage();
    page.startGuestCampaign(options);
    page.forgetGuestCampaign();
    expect(page.currentGuestCampaign()).toBeNull();
    expect(readGuestSummary()).toBeNull();
  });
});
