import type { DaySnapshot } from '@holdfast/engine';
import { type CampaignEvent, type GameState, newCampaign, storyFor, storyThreadFor } from '@holdfast/engine';
import { missionWords, THEMES } from '@holdfast/engine/themes';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { CampaignLog } from './CampaignLog';

function snapshot(day: number, funds: number, won: number, lost: number, kia: number): DaySnapshot {
  return {
    day,
    resources: { funds, supplies: 100 + day * 5, intel: day * 2 },
    threatLevel: 1,
    soldiersByStatus: { Ready: 4 - kia, Wounded: 0, Training: 0, 'On Mission': 0, KIA: kia },
    missionsWon: won,
    missionsLost: lost,
  };
}

const EVENTS: CampaignEvent[] = [
  { id: 'e1', type: 'story', title: 'First Light', description: 'The base opens.', day: 1, resourceChanges: null },
  {
    id: 'e2',
    type: 'resource',
    title: 'Supply Drop',
    description: 'A convoy made it through.',
    day: 2,
    resourceChanges: { supplies: 20, funds: -500 },
  },
  {
    id: 'e3',
    type: 'combat',
    title: 'Probe Repelled',
    description: 'Shots at the wire.',
    day: 3,
    resourceChanges: null,
  },
  { id: 'e4', type: 'squad', title: 'New Faces', description: 'Recruits arrive.', day: 3, resourceChanges: null },
];

function campaign(history: DaySnapshot[] | undefined, events: CampaignEvent[] = EVENTS): GameState {
  const base = newCampaign({ name: 'Iron Gate', difficulty: 'normal', theme: 'majestic', seed: 3 });
  return { ...base, events, ...(history ? { history } : {}) } as GameState;
}

function renderLog(state: GameState) {
  const user = userEvent.setup();
  const view = render(
    <ThemeRoot theme={THEMES.majestic}>
      <CampaignLog state={state} />
    </ThemeRoot>,
  );
  return { ...view, user };
}

describe('CampaignLog', () => {
  it('draws the resource, mission and squad charts from the daily history', () => {
    const history = [snapshot(1, 25000, 0, 0, 0), snapshot(2, 23000, 1, 0, 0), snapshot(3, 31000, 1, 1, 1)];
    const { container } = renderLog(campaign(history));

    expect(screen.getByText('RESOURCES OVER TIME')).toBeInTheDocument();
    expect(screen.getByText('OPERATIONS WON AND LOST')).toBeInTheDocument();
    expect(screen.getByText('OPERATIVES BY STATUS')).toBeInTheDocument();
    // Funds, supplies and intel: three lines; won and lost plus five soldier statuses: seven areas.
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(3);
    expect(container.querySelectorAll('.recharts-area')).toHaveLength(7);
    // Each line is drawn through the data, not left empty.
    for (const curve of container.querySelectorAll('.recharts-line-curve')) {
      expect(curve.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+/);
    }
    // The legend names the series in the universe's words.
    const legend = container.querySelectorAll('.recharts-legend-item-text');
    const names = [...legend].map((item) => item.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['BLACK BUDGET', 'LOGISTICS', 'Won', 'Lost', THEMES.majestic.squad.statuses.KIA]),
    );
  });

  it('says the charts fill in as days pass while there is no history yet', () => {
    const { container } = renderLog(campaign(undefined));
    expect(screen.getByText(/charts fill in as days pass/)).toBeInTheDocument();
    expect(container.querySelector('.recharts-wrapper')).toBeNull();
  });

  it('groups the timeline by day, newest first, and filters it by type', async () => {
    const { user } = renderLog(campaign([]));
    const days = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(days).toEqual(['DAY 3', 'DAY 2', 'DAY 1']);
    expect(screen.getByText('+20 LOGISTICS')).toBeInTheDocument();
    expect(screen.getByText('-500 BLACK BUDGET')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Show event types' });
    const combat = within(filters).getByRole('button', { name: 'COMBAT' });
    expect(combat).toHaveAttribute('aria-pressed', 'true');
    await user.click(combat);
    expect(combat).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Probe Repelled')).not.toBeInTheDocument();
    expect(screen.getByText('New Faces')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'TEAM' }));
    // Day 3 held only combat and squad events: the whole day drops out.
    expect(screen.queryByRole('heading', { name: 'DAY 3' })).not.toBeInTheDocument();
    for (const type of ['STORY', 'RESOURCE']) await user.click(within(filters).getByRole('button', { name: type }));
    expect(screen.getByText('No events of the chosen types.')).toBeInTheDocument();

    await user.click(combat);
    expect(screen.getByText('Probe Repelled')).toBeInTheDocument();
  });

  it('words the engine’s facts in the campaign’s universe, and keeps entries saved as text', () => {
    const facts: CampaignEvent[] = [
      { id: 'e5', type: 'story', fact: { kind: 'story', story: 'chapter', chapter: 1 }, day: 1, resourceChanges: null },
      {
        id: 'e6',
        type: 'combat',
        fact: { kind: 'mission_success', missionId: 'mission-2', templateId: 'raid' },
        day: 2,
        resourceChanges: null,
      },
    ];
    renderLog(campaign([], [...facts, ...EVENTS]));
    const raid = missionWords(THEMES.majestic, 'raid').name;
    expect(screen.getByText('Operation Contained')).toBeInTheDocument();
    expect(screen.getByText(`${raid} is contained and sanitised`)).toBeInTheDocument();
    const chapter = storyFor('majestic')[0];
    expect(screen.getByText(`Chapter 1: ${chapter?.title}`)).toBeInTheDocument();
    expect(screen.queryByText('Mission Success')).not.toBeInTheDocument();
    expect(screen.getByText('First Light')).toBeInTheDocument();
  });

  it('opens with the universe’s story thread: the chapters reached, each key mission and where it stands', () => {
    const base = campaign([]);
    const thread = storyThreadFor('majestic');
    const lostIronVeil = {
      id: 'mission-9',
      templateId: 'operation_iron_veil',
      mode: 'manual' as const,
      squad: [],
      daysRemaining: 0,
      status: 'Completed' as const,
      deployedOnDay: 67,
      completedOnDay: 67,
      success: false,
      casualties: [],
      rewards: null,
    };
    renderLog({ ...base, day: 75, missions: [lostIronVeil] });
    const story = screen.getByRole('region', { name: 'The story so far' });
    expect(within(story).getByRole('heading', { name: thread.title })).toBeInTheDocument();
    expect(story).toHaveTextContent(thread.description);
    const chapters = within(story).getAllByRole('listitem');
    // Day 75 is chapter 3: chapter 4 stays hidden.
    expect(chapters).toHaveLength(3);
    const breakwater = missionWords(THEMES.majestic, 'operation_breakwater').name;
    const ironVeil = missionWords(THEMES.majestic, 'operation_iron_veil').name;
    expect(chapters[0]).toHaveTextContent(`CHAPTER 1: ${thread.chapters[0]?.title}`);
    expect(chapters[0]).toHaveTextContent(`${breakwater} · about day 21: missed`);
    expect(chapters[1]).toHaveTextContent(`${ironVeil} · about day 66: failed, can be tried again`);
    // Chapter 3's key operation is announced on day 95: not named yet.
    expect(chapters[2]).toHaveTextContent('Priority operation expected about day 95');
  });
});
