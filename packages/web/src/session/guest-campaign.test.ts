import { campaignChecksum, newCampaign } from '@holdfast/engine';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_CAMPAIGN_KEY, readGuestSummary } from './guest-record';

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

  it('ignores a stored record that is not one or no longer replays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(GUEST_CAMPAIGN_KEY, '{not json');
    expect((await freshPage()).currentGuestCampaign()).toBeNull();
    localStorage.setItem(
      GUEST_CAMPAIGN_KEY,
      JSON.stringify({ format: 1, options, actions: [{ type: 'heal', soldierId: 'nobody' }], day: 1, savedAt: '' }),
    );
    expect((await freshPage()).currentGuestCampaign()).toBeNull();
    expect(readGuestSummary()).toMatchObject({ name: 'Iron Gate', day: 1 });
  });

  it('is forgotten once brought into an account', async () => {
    const page = await freshPage();
    page.startGuestCampaign(options);
    page.forgetGuestCampaign();
    expect(page.currentGuestCampaign()).toBeNull();
    expect(readGuestSummary()).toBeNull();
  });
});
