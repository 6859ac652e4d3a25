import {
  applyAction,
  type GameState,
  newCampaign,
  shouldShowDayReport,
  storyFor,
  storyThreadFor,
} from '@holdfast/engine';
import { THEMES } from '@holdfast/engine/themes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberChapter } from '../../session/chapter-opening';
import { deferred, fakeServer, json } from '../../test/fake-server';
import { renderRoute, userJson } from '../../test/render';

function campaignState() {
  const state = newCampaign({ name: 'Nightfall', difficulty: 'normal', theme: 'majestic', seed: 1 });
  return { ...state, day: 32, resources: { funds: 12500, supplies: 140, intel: 9 } };
}

// These tests are about the screen past the story's chapter opening, which has tests of its own below.
beforeEach(() => {
  for (const key of ['campaign:42', 'guest:Quiet Front', 'guest:Desert Lights']) rememberChapter(key, 4);
});

describe('BaseScreen', () => {
  it('shows the header from the server: name, D+n, in-game date and resources in theme words', async () => {
    const server = fakeServer({
      'GET /api/auth/me': json(200, userJson()),
      'GET /api/campaigns/42/state': json(200, campaignState()),
    });
    renderRoute('/majestic/base', { server, state: { campaignId: 42 } });

    expect(await screen.findByRole('heading', { name: 'Nightfall' })).toBeInTheDocument();
    expect(screen.getByText('D+32')).toBeInTheDocument();
    // Majestic starts on 2005-01-01; day 32 is the first of February.
    expect(screen.getByText(/2005-02-01/)).toBeInTheDocument();
    expect(screen.getByText('BLACK BUDGET').nextSibling).toHaveTextContent('12,500');
    expect(screen.getByText('LOGISTICS').nextSibling).toHaveTextContent('140');
    expect(screen.getByText('INTEL').nextSibling).toHaveTextContent('9');
    // Power comes from the engine: the Command Center gives 100 and draws 5.
    expect(screen.getByText('GRID').nextSibling).toHaveTextContent('5/100 (5%)');
    const tabs = within(screen.getByRole('tablist', { name: 'Site sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['SITE', 'OPERATIVES', 'MEDICAL', 'XENOTECH', 'OPERATIONS']);
    expect(screen.getByRole('tab', { name: 'SITE' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('00:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADVANCE DAY' })).toBeEnabled();
    expect(screen.queryByText(/GUEST CAMPAIGN/)).not.toBeInTheDocument();
    expect(document.querySelector('[data-campaign-mark]')).toBeNull();
  });

  it('shows the campaign’s marks in the header, in the universe’s words', async () => {
    const server = fakeServer({
      'GET /api/auth/me': json(200, userJson()),
      'GET /api/campaigns/42/state': json(200, { ...campaignState(), marks: ['edited', 'browser', 'carriedOver'] }),
    });
    renderRoute('/majestic/base', { server, state: { campaignId: 42 } });
    const header = (await screen.findByRole('heading', { name: 'Nightfall' })).closest('header') as HTMLElement;
    expect(within(header).getByText('ALTERED FILE')).toHaveAttribute(
      'title',
      'This site file was altered by hand, outside the rules.',
    );
    expect(within(header).getByText('UNVERIFIED SOURCE')).toHaveAttribute('data-campaign-mark', 'browser');
    // Issue 31: carried over from an earlier release by its snapshot.
    expect(within(header).getByText('LEGACY ARCHIVE')).toHaveAttribute(
      'title',
      'Carried over from an earlier build as it stood: the days before ran under earlier rules and are not re-verified.',
    );
  });

  it('puts every tab in one main landmark between one banner and the footer (issue 26 item 17)', async () => {
    const server = fakeServer({
      'GET /api/auth/me': json(200, userJson()),
      'GET /api/campaigns/42/state': json(200, campaignState()),
    });
    const { user } = renderRoute('/majestic/base', { server, state: { campaignId: 42 } });
    await screen.findByRole('heading', { name: 'Nightfall' }, { timeout: 10_000 });
    for (const name of ['SITE', 'OPERATIVES', 'MEDICAL', 'XENOTECH', 'OPERATIONS']) {
      await user.click(screen.getByRole('tab', { name }));
      const panel = await screen.findByRole('tabpanel', { name });
      // Each tab's part loads on first opening.
      await waitFor(() => expect(within(panel).queryByText(THEMES.majestic.screens.loading)).toBeNull(), {
        timeout: 10_000,
      });
      expect(panel.textContent).not.toBe('');
      expect(screen.getAllByRole('main'), name).toHaveLength(1);
      expect(screen.getByRole('main')).toContainElement(panel);
      // A tab's own header (the missions tab's) is not a second banner: HTML makes a <header> a banner
      // only outside main and sectioning elements (testing-library's role query does not apply that).
      const banners = [...document.querySelectorAll('header')].filter(
        (header) => !header.parentElement?.closest('main, section, article, aside, nav'),
      );
      expect(banners, name).toHaveLength(1);
      expect(banners[0]).toContainElement(screen.getByRole('heading', { name: 'Nightfall' }));
    }
  }, 60_000);

  it('shows PROCESSING... while the server advances the day, sending one request for two clicks', async () => {
    const start = campaignState();
    const next = applyAction(start, { type: 'advanceDay' });
    if (!next.ok) throw new Error('advance refused');
    const answer = deferred();
    const server = fakeServer({
      'GET /api/auth/me': json(200, userJson()),
      'GET /api/campaigns/42/state': json(200, start),
      'POST /api/campaigns/42/actions': answer.promise,
    });
    const { user } = renderRoute('/majestic/base', { server, state: { campaignId: 42 } });
    await user.click(await screen.findByRole('button', { name: 'ADVANCE DAY' }));
    const busy = screen.getByRole('button', { name: 'PROCESSING...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    answer.release(json(200, { state: next.state, report: { ...next.report, entries: [] } }));
    expect(await screen.findByText('D+33')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADVANCE DAY' })).toBeEnabled();
    expect(server.requestsTo('POST /api/campaigns/42/actions')).toHaveLength(1);
    // It names the day on screen, so a tab that fell behind skips no day (issue 26).
    expect(server.requestsTo('POST /api/campaigns/42/actions')[0]?.body).toEqual({ type: 'advanceDay', fromDay: 32 });
  });

  it('a stale second tab: its ADVANCE DAY is refused, the campaign reloaded, and the screen says it changed elsewhere', async () => {
    const start = campaignState();
    const moved = applyAction(start, { type: 'advanceDay' });
    if (!moved.ok) throw new Error('advance refused');
    // This tab loaded day 32 at version 4; another tab has since advanced to day 33 (version 5).
    let loads = 0;
    const server = fakeServer({
      'GET /api/auth/me': json(200, userJson()),
      'GET /api/campaigns/42/state': () => {
        loads += 1;
        const [state, etag] = loads === 1 ? [start, '"4"'] : [moved.state, '"5"'];
        return new Response(JSON.stringify(state), {
          status: 200,
          headers: { 'Content-Type': 'application/json', ETag: etag },
        });
      },
      'POST /api/campaigns/42/actions': json(409, {
        error: 'Day 32 is already logged: the site file is on Day 33.',
        code: 'day_already_advanced',
      }),
    });
    const { user } = renderRoute('/majestic/base', { server, state: { campaignId: 42 } });
    await user.click(await screen.findByRole('button', { name: 'ADVANCE DAY' }));
    expect(await screen.findByText('D+33')).toBeInTheDocument();
    expect(screen.getByTestId('changed-elsewhere')).toHaveTextContent(
      'This site file was amended from another terminal. The display now shows it as it stands.',
    );
    expect(await screen.findByText('Day 32 is already logged: the site file is on Day 33.')).toBeInTheDocument();
    // One request: the refused one. No second ADVANCE DAY jumped on to day 34.
    expect(server.requestsTo('POST /api/campaigns/42/actions')).toHaveLength(1);
    expect(screen.queryByText('D+34')).not.toBeInTheDocument();
  });

  it('goes home when no campaign is carried in navigation state', async () => {
    const { router } = renderRoute('/vanilla/base');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'HOLDFAST' })).toBeInTheDocument();
  });

  it('goes home when the campaign cannot be loaded', async () => {
    const server = fakeServer({ 'GET /api/campaigns/99/state': json(404, { error: 'Campaign not found' }) });
    const { router } = renderRoute('/vanilla/base', { server, state: { campaignId: 99 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.requestsTo('GET /api/campaigns/99/state')).toHaveLength(1);
  });
});

/** A guest campaign whose next day brings nothing worth a report (no event, story or research). */
function quietCampaign(): GameState {
  for (let seed = 1; seed < 500; seed += 1) {
    const state = newCampaign({ name: 'Quiet Front', difficulty: 'normal', theme: 'vanilla', seed });
    const next = applyAction(state, { type: 'advanceDay' });
    if (next.ok && !shouldShowDayReport(next.report)) return state;
  }
  throw new Error('no quiet seed');
}

/** A guest campaign one day away from finishing Basic Armor: the next day has a report. */
function researchEndsTomorrow(): GameState {
  const state = quietCampaign();
  return {
    ...state,
    research: [{ projectId: 'basic_armor', progress: 66.667, completed: false, startedOnDay: 1, completedOnDay: null }],
  };
}

describe('BaseScreen for a guest', () => {
  it('plays from the sign-in dialog: Play as guest, New Campaign, then the base with the guest banner', async () => {
    const { user, server } = renderRoute('/majestic');
    await user.click(await screen.findByRole('button', { name: /NEW CAMPAIGN/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'SIGN IN' })).getByRole('button', { name: 'Play as guest' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'NEW CAMPAIGN' });
    expect(within(dialog).getByRole('radio', { name: /^MAJESTIC/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Campaign name'), 'Desert Lights');
    await user.click(within(dialog).getByRole('button', { name: 'CREATE CAMPAIGN' }));

    expect(await screen.findByRole('heading', { name: 'Desert Lights' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('GUEST CAMPAIGN: saved in this browser only.');
    expect(screen.getByText('D+1')).toBeInTheDocument();
    expect(screen.getByText(/2005-01-01/)).toBeInTheDocument();
    // Only reads: the session check, the home screen's public config (its support card) and today's battle.
    const reads = new Set(['/api/auth/me', '/api/config', '/api/daily']);
    expect(server.requests.filter((request) => !reads.has(request.path))).toHaveLength(0);
  });

  it('switches tabs by click and arrow keys, ending on the missions panel', async () => {
    const { user } = renderRoute('/vanilla/base', { state: { guestCampaign: quietCampaign() } });
    const baseTab = await screen.findByRole('tab', { name: 'BASE' });
    expect(screen.getByRole('tabpanel', { name: 'BASE' })).toBeInTheDocument();
    // Each tab's part is fetched when it first opens (issue 16).
    expect(await screen.findByRole('button', { name: 'Command Center level 1, row 3 column 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'RESEARCH' }));
    const research = screen.getByRole('tabpanel', { name: 'RESEARCH' });
    expect(await within(research).findByText('RESEARCH & DEVELOPMENT')).toBeInTheDocument();

    baseTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SQUAD' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    const missions = screen.getByRole('tabpanel', { name: 'MISSIONS' });
    await waitFor(() => expect(missions).toHaveTextContent(/Supply Run/i));
  });

  it("keeps the guest's latest day in the page's history entry, so Back or a reload returns to it", async () => {
    const { user, router } = renderRoute('/vanilla/base', { state: { guestCampaign: quietCampaign() } });
    await user.click(await screen.findByRole('button', { name: 'ADVANCE DAY' }));
    expect(await screen.findByText('D+2')).toBeInTheDocument();
    const saved = (router.state.location.state as { guestCampaign?: { day: number } }).guestCampaign;
    expect(saved?.day).toBe(2);
  });

  it('ADVANCE DAY moves to the next day and shows no report when the day brought nothing to report', async () => {
    const campaign = quietCampaign();
    const { user } = renderRoute('/vanilla/base', { state: { guestCampaign: campaign } });
    await user.click(await screen.findByRole('button', { name: 'ADVANCE DAY' }));
    expect(await screen.findByText('D+2')).toBeInTheDocument();
    expect(screen.getByText(/2025-01-02/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The header shows the engine's next day: income and upkeep applied.
    const next = applyAction(campaign, { type: 'advanceDay' });
    if (!next.ok) throw new Error('advance refused');
    // The quiet day is only noted, politely (issue 14), with the events it logged.
    const events = next.report.entries.filter((entry) => entry.kind === 'event').length;
    expect(screen.getByText(`Day 2: nothing needs your orders. Events logged: ${events}.`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(next.state.resources.funds).not.toBe(campaign.resources.funds);
    expect(screen.getByText('FUNDS').nextSibling).toHaveTextContent(next.state.resources.funds.toLocaleString('en-US'));
  });

  it('shows DAY n - REPORT when research completes, and CONTINUE closes it', async () => {
    const { user } = renderRoute('/vanilla/base', { state: { guestCampaign: researchEndsTomorrow() } });
    await user.click(await screen.findByRole('button', { name: 'ADVANCE DAY' }));
    const report = await screen.findByRole('dialog', { name: 'DAY 2 - REPORT' });
    const research = within(report).getByRole('heading', { name: 'RESEARCH PROGRESS' }).parentElement as HTMLElement;
    expect(research).toHaveTextContent('Research Complete');
    expect(research).toHaveTextContent('Basic Armor completed.');
    await user.click(within(report).getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('D+2')).toBeInTheDocument();
    // Focus goes back to what opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'ADVANCE DAY' })).toHaveFocus());
  });

  it('shows the end of the campaign and stops the day cycle', async () => {
    const over = { ...quietCampaign(), gameOver: true, victory: false };
    renderRoute('/vanilla/base', { state: { guestCampaign: over } });
    expect(await screen.findByRole('heading', { name: 'DEFEAT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADVANCE DAY' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'RESUME' })).toBeDisabled();
  });

  it('opens a campaign paused, and remembers RESUME and the speed across a reload', async () => {
    const campaign = quietCampaign();
    const first = renderRoute('/vanilla/base', { state: { guestCampaign: campaign } });
    await first.user.click(await screen.findByRole('button', { name: 'RESUME' }));
    await first.user.click(screen.getByRole('button', { name: '2×' }));
    first.unmount();
    renderRoute('/vanilla/base', { state: { guestCampaign: campaign } });
    expect(await screen.findByRole('button', { name: 'PAUSE' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the tab named in navigation state, as a mission screen sends the player back to missions', async () => {
    renderRoute('/vanilla/base', { state: { guestCampaign: quietCampaign(), tab: 'research' } });
    expect(await screen.findByRole('tab', { name: 'RESEARCH' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes home when the carried guest campaign is not a campaign', async () => {
    const { router } = renderRoute('/vanilla/base', { state: { guestCampaign: { name: 'broken' } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the chapter opening', () => {
  it('opens a new campaign on chapter 1 of its universe; BEGIN closes it for good, and the clock waits meanwhile', async () => {
    localStorage.clear();
    const campaign = newCampaign({ name: 'Fresh Start', difficulty: 'normal', theme: 'majestic', seed: 3 });
    const { user } = renderRoute('/majestic/base', { state: { guestCampaign: campaign } });
    const chapter = storyFor('majestic')[0];
    const dialog = await screen.findByRole('dialog', { name: `CHAPTER 1: ${chapter?.title}` });
    expect(dialog).toHaveTextContent(chapter?.openingNarrative ?? 'missing');
    // The story thread the chapter belongs to, and on chapter 1 what the whole story is about (issue 26).
    const thread = storyThreadFor('majestic');
    expect(within(dialog).getByTestId('story-thread-title')).toHaveTextContent(thread.title);
    expect(dialog).toHaveTextContent(thread.description);
    await user.click(within(dialog).getByRole('button', { name: 'BEGIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('holdfast.chapterRead.guest:Fresh Start')).toBe('1');
  });

  it('shows the next chapter when its first day comes, before that day’s report', async () => {
    localStorage.clear();
    rememberChapter('guest:Quiet Front', 1);
    const campaign = { ...quietCampaign(), day: 30 };
    const { user } = renderRoute('/vanilla/base', { state: { guestCampaign: campaign } });
    await user.click(await screen.findByRole('button', { name: 'ADVANCE DAY' }));
    const chapter = storyFor('vanilla')[1];
    const dialog = await screen.findByRole('dialog', { name: `CHAPTER 2: ${chapter?.title}` });
    expect(within(dialog).getByTestId('story-thread-title')).toHaveTextContent(storyThreadFor('vanilla').title);
    await user.click(within(dialog).getByRole('button', { name: 'BEGIN' }));
    expect(await screen.findByRole('dialog', { name: 'DAY 31 - REPORT' })).toBeInTheDocument();
  });
});
