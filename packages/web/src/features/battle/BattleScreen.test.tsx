import {
  applyBattleAction,
  type BattleAction,
  type BattleState,
  type BattleUnit,
  battleOpeningLog,
  canShoot,
  createBattle,
  DEFAULT_LOADOUT,
  forecastEnemyTurn,
  playBattleSteps,
  previewShot,
  publicBattleState,
  publicBattleStep,
  reachableTiles,
  shootableTargets,
} from '@holdfast/engine';
import { fightBattle } from '@holdfast/engine/battle-commander';
import { THEMES } from '@holdfast/engine/themes';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleBattleSetup } from '../../session/battle-navigation';
import { fakeServer, json } from '../../test/fake-server';
import { destination, renderScreen } from '../../test/mission-harness';
import { IntentList } from '../../ui/battle/IntentList';
import { battleWords } from '../../ui/battle-words';
import { ActionsColumn, ShotOdds } from './ActionsColumn';
import { BattleScreen } from './BattleScreen';

const words = battleWords('vanilla');

function focusedTile(): string | null {
  return (document.activeElement as HTMLElement | null)?.getAttribute('data-tile') ?? null;
}

describe('battle grid and keys', () => {
  it('is one tab stop; arrows move the cursor, Enter selects and moves, U undoes, Escape deselects, E ends the turn', async () => {
    const { user } = renderScreen(<BattleScreen enemyStepMs={5} />, { path: '/vanilla/battle' });
    const grid = await screen.findByRole('grid', { name: 'Battlefield' });
    const stops = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toHaveAccessibleName('Tile 1, 10, Sgt. Ranger (HP 5/5, AP 2/2)');

    act(() => stops[0]?.focus());
    await user.keyboard('{ArrowRight}');
    expect(focusedTile()).toBe('2,10');
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1);
    await user.keyboard('{ArrowLeft}{Enter}');
    const actions = screen.getByRole('region', { name: 'ACTIONS' });
    expect(within(actions).getByText('Sgt. Ranger')).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'MOVE' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/^Tile 1, 9.*reachable, 1 AP$/);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('combat-log')).toHaveTextContent('Sgt. Ranger moves to (1, 9)');
    expect(await screen.findByRole('button', { name: 'UNDO MOVE' })).toBeInTheDocument();
    await user.keyboard('u');
    expect(screen.getByTestId('combat-log')).toHaveTextContent('Sgt. Ranger returns to (1, 10)');
    expect(screen.getByRole('gridcell', { name: /^Tile 1, 10, Sgt. Ranger/ })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(within(actions).getByText('Select a unit to view available actions')).toBeInTheDocument();

    await user.keyboard('e');
    expect(screen.getByTestId('combat-log')).toHaveTextContent('Enemy turn begins');
    await waitFor(() => expect(screen.getByTestId('battle-turn')).toHaveTextContent('YOUR TURN'));
    expect(screen.getByText('TURN 2')).toBeInTheDocument();
    expect(screen.getByTestId('combat-log')).toHaveTextContent('--- Turn 2 ---');
    // A whole turn by keys and the enemy's reply: longer than the default 5 s on a busy machine.
  }, 20_000);

  it('asks before aborting; on confirmation the battle is lost and the report opens from the result card', async () => {
    const { user } = renderScreen(<BattleScreen />, { path: '/vanilla/battle' });
    await user.click(await screen.findByRole('button', { name: 'ABORT' }));
    const dialog = screen.getByRole('dialog', { name: 'ABORT MISSION' });
    expect(within(dialog).getByText('Are you sure you want to abort the mission?')).toBeInTheDocument();
    expect(within(dialog).getByTestId('abort-consequences')).toHaveTextContent(
      'Aborting is a defeat: downed soldiers die (K.I.A.), the wounded come home wounded, and the mission pays nothing.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ABORT MISSION' }));

    expect(screen.getByTestId('combat-log')).toHaveTextContent('Mission aborted by commander');
    // The squad stands: an abort never says it fell (issue 26).
    expect(screen.getByTestId('combat-log')).not.toHaveTextContent('The squad has fallen');
    const card = screen.getByRole('region', { name: 'MISSION FAILED' });
    expect(card).toHaveTextContent('Mission objectives not met. Retreating to base.');
    expect(card).toHaveTextContent('Casualties0');
    expect(card).not.toHaveTextContent('Funds');
    // Issue 22: ABORT goes once the result is in.
    expect(screen.queryByRole('button', { name: 'ABORT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'END TURN' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'AFTER ACTION REPORT' }));
    await waitFor(() => expect(destination().path).toBe('/vanilla/after-action'));
    const report = destination().state as { victory: boolean; casualties: number; missionId?: string };
    expect(report.victory).toBe(false);
    expect(report.casualties).toBe(0);
    // The practice battle belongs to no campaign: nothing to send.
    expect(report.missionId).toBeUndefined();
  });
});

describe('a soldier without a class id', () => {
  it('logs a console warning naming them (spec §8), and the battle goes on', async () => {
    const battleSetup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
    const squad = battleSetup.input.squad.map((member, i) => (i === 2 ? { ...member, classId: null } : member));
    const navigation = {
      mission: {},
      squad: [],
      campaignId: null,
      theme: 'vanilla',
      missionId: 'mission-1',
      battleSetup: { ...battleSetup, input: { ...battleSetup.input, squad } },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderScreen(<BattleScreen />, { path: '/vanilla/battle', state: navigation });
      await screen.findByRole('grid', { name: 'Battlefield' });
      expect(warn).toHaveBeenCalledWith('Battle: Cy has no class id; fighting with base stats only.');
      expect(warn.mock.calls.flat().join(' ')).not.toContain('Ana');
    } finally {
      warn.mockRestore();
    }
  });

  it('logs the same warning in a battle the server keeps (issue 35 item 14)', async () => {
    const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
    const squad = setup.input.squad.map((member, i) => (i === 1 ? { ...member, classId: null } : member));
    const input = { ...setup.input, squad };
    const battle = createBattle(input, setup.seed);
    const server = fakeServer({
      'POST /api/campaigns/7/battles': () =>
        json(201, {
          missionId: 'mission-1',
          actionCount: 0,
          rulesVersion: 1,
          input,
          battle: publicBattleState(battle),
          log: [{ action: null, enemyId: null, log: battleOpeningLog(battle) }],
          canUndo: false,
        }),
    });
    const navigation = {
      mission: { templateId: 'raid' },
      squad: [],
      campaignId: 7,
      theme: 'vanilla',
      missionId: 'mission-1',
      battleSetup: { input, seed: 0 },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderScreen(<BattleScreen />, { path: '/vanilla/battle', state: navigation, server });
      await screen.findByRole('grid', { name: 'Battlefield' });
      expect(server.requestsTo('POST /api/campaigns/7/battles')).toHaveLength(1);
      expect(warn).toHaveBeenCalledWith('Battle: Ben has no class id; fighting with base stats only.');
      expect(warn.mock.calls.flat().join(' ')).not.toContain('Ana');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('aborting on the enemy turn', () => {
  it('shows the rest of the enemy turn at once (it was decided at END TURN), then aborts', async () => {
    // Enemy steps a minute apart: none is played while the commander decides.
    const { user } = renderScreen(<BattleScreen enemyStepMs={60_000} />, { path: '/vanilla/battle' });
    await screen.findByRole('grid', { name: 'Battlefield' });
    await user.click(screen.getByRole('button', { name: 'END TURN' }));
    expect(screen.getByTestId('battle-turn')).toHaveTextContent('ENEMY TURN');
    await user.click(screen.getByRole('button', { name: 'ABORT' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'ABORT MISSION' })).getByRole('button', { name: 'ABORT MISSION' }),
    );

    const log = screen.getByTestId('combat-log');
    expect(log).toHaveTextContent('Mission aborted by commander');
    expect(log).toHaveTextContent('--- Turn 2 ---');
    expect(log.textContent?.indexOf('--- Turn 2 ---')).toBeLessThan(
      log.textContent?.indexOf('Mission aborted by commander') ?? -1,
    );
    await user.click(screen.getByRole('button', { name: 'AFTER ACTION REPORT' }));
    await waitFor(() => expect(destination().path).toBe('/vanilla/after-action'));
    const report = destination().state as { actions: unknown[] };
    expect(report.actions).toEqual([{ type: 'endTurn' }, { type: 'abort' }]);
  });
});

describe('resuming', () => {
  it('replays the actions kept in the history entry after a reload, and keeps them there as the battle goes on', async () => {
    const sample = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
    const battleSetup = {
      ...sample,
      input: { ...sample.input, mission: { ...sample.input.mission, templateId: 'raid' } },
    };
    // A mission's squad row is placed by the seed (issue 24): read where Ana and Ben start (a tile's
    // name may say its cover before the unit).
    const start = createBattle(battleSetup.input, battleSetup.seed);
    const ana = start.units.find((u) => u.id === 'sample-1') as BattleUnit;
    const ben = start.units.find((u) => u.id === 'sample-2') as BattleUnit;
    const navigation = {
      mission: {},
      squad: [],
      campaignId: null,
      theme: 'vanilla',
      missionId: 'mission-1',
      battleSetup,
      actions: [
        { type: 'select', unitId: 'sample-1' },
        { type: 'move', x: ana.x, y: ana.y - 1 },
      ],
    };
    const { user, router } = renderScreen(<BattleScreen />, { path: '/vanilla/battle', state: navigation });
    expect(await screen.findByText('Battle resumed: turn 1')).toBeInTheDocument();
    expect(
      screen.getByRole('gridcell', { name: new RegExp(`^Tile ${ana.x}, ${ana.y - 1}, (.+, )?Ana`) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Raid' })).toBeInTheDocument();

    await user.click(screen.getByRole('gridcell', { name: new RegExp(`^Tile ${ben.x}, ${ben.y}, (.+, )?Ben`) }));
    await waitFor(() =>
      expect((router.state.location.state as { actions: unknown[] }).actions).toEqual([
        ...navigation.actions,
        { type: 'select', unitId: 'sample-2' },
      ]),
    );
  });
});

describe('actions column', () => {
  const practice = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
  // The practice squad carries nothing; these soldiers carry the standard kit (a medkit among it).
  const setup = {
    ...practice,
    input: {
      ...practice.input,
      squad: practice.input.squad.map((member) => ({ ...member, loadout: { ...DEFAULT_LOADOUT } })),
    },
  };

  function selected(change: (battle: BattleState) => void = () => {}): BattleState {
    const step = applyBattleAction(createBattle(setup.input, setup.seed), { type: 'select', unitId: 'sample-1' });
    if (!step.ok) throw new Error(JSON.stringify(step.error));
    const battle = structuredClone(step.battle);
    change(battle);
    return battle;
  }

  function renderColumn(battle: BattleState) {
    const noop = () => {};
    return render(
      <ActionsColumn
        battle={battle}
        theme={THEMES.vanilla}
        words={words}
        mode={{ kind: 'move' }}
        canUndo={false}
        canMove={battle.selectedUnitId !== null && reachableTiles(battle, battle.selectedUnitId).length > 0}
        canShoot={battle.selectedUnitId !== null && canShoot(battle, battle.selectedUnitId)}
        preview={null}
        onMode={noop}
        onAbility={noop}
        onDeselect={noop}
        onUndo={noop}
      />,
    );
  }

  it('asks to select a unit when none is selected', () => {
    renderColumn(createBattle(setup.input, setup.seed));
    expect(screen.getByText('Select a unit to view available actions')).toBeInTheDocument();
  });

  it('shows AP cost and uses, and the numbers in battle units beside each ability, no tooltip; SHOOT shows its 1 AP', () => {
    renderColumn(selected());
    const medkit = screen.getByRole('button', { name: /Medkit/ });
    expect(medkit).toBeEnabled();
    expect(medkit).toHaveTextContent('1 AP · 1 left');
    expect(medkit).not.toHaveAttribute('title');
    // The catalogue's "up to 40 HP" is campaign scale; in battle a Medkit heals 2 of a soldier's 5 HP.
    expect(medkit).toHaveAccessibleDescription('+2 HP · reach 1');
    expect(screen.getByText('+2 HP · reach 1')).toBeVisible();
    expect(screen.getByRole('button', { name: /Double Tap/ })).toHaveAccessibleDescription(/^2 × 1 HP · any in sight/);
    const shoot = screen.getByRole('button', { name: 'SHOOT' });
    expect(shoot).toBeEnabled();
    expect(shoot).toHaveTextContent('SHOOT1 AP');
    expect(shoot).toHaveAccessibleDescription('1 AP');
  });

  it('disables what the rules refuse: cooldown (CD: n), no uses left, not enough AP', () => {
    renderColumn(
      selected((battle) => {
        const unit = battle.units.find((u) => u.id === 'sample-1');
        if (!unit) throw new Error('no unit');
        for (const ability of unit.abilities) {
          if (ability.id === 'double_tap') ability.currentCooldown = 3;
          if (ability.id === 'medkit') ability.usesRemaining = 0;
        }
      }),
    );
    const doubleTap = screen.getByRole('button', { name: /Double Tap/ });
    expect(doubleTap).toBeDisabled();
    expect(doubleTap).toHaveTextContent('CD: 3');
    expect(doubleTap).toHaveAccessibleDescription(/Ability on cooldown \(3 turns remaining\)/);
    const medkit = screen.getByRole('button', { name: /Medkit/ });
    expect(medkit).toBeDisabled();
    expect(medkit).toHaveAccessibleDescription(/No uses remaining for this mission/);
  });

  it('disables SHOOT and costly abilities with no AP, and everything on the enemy turn', () => {
    const { unmount } = renderColumn(
      selected((battle) => {
        const unit = battle.units.find((u) => u.id === 'sample-1');
        if (unit) unit.ap = 0;
      }),
    );
    expect(screen.getByRole('button', { name: 'SHOOT' })).toBeDisabled();
    // The refusal ends once: no stray full stop after its exclamation mark.
    expect(screen.getByRole('button', { name: /Medkit/ })).toHaveAccessibleDescription(
      /^Not enough AP to use that ability! \+2 HP/,
    );
    unmount();
    renderColumn(
      selected((battle) => {
        battle.side = 'enemy';
      }),
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('a battle that speaks (issue 22)', () => {
  it('starts with focus on the grid at the first soldier', async () => {
    renderScreen(<BattleScreen />, { path: '/vanilla/battle' });
    await screen.findByRole('grid', { name: 'Battlefield' });
    await waitFor(() => expect(focusedTile()).toBe('1,10'));
  });

  it('prices moves apart without colour: 1-AP tiles carry a 1, 2-AP tiles a 2, and say so', async () => {
    const { user } = renderScreen(<BattleScreen />, { path: '/vanilla/battle' });
    await waitFor(() => expect(focusedTile()).toBe('1,10'));
    await user.keyboard('{Enter}');
    const near = screen.getByRole('gridcell', { name: /^Tile 1, 9,.*reachable, 1 AP$/ });
    const far = screen.getByRole('gridcell', { name: /^Tile 1, 6,.*reachable, 2 AP$/ });
    expect(near).toHaveTextContent(/^1$/);
    expect(far).toHaveTextContent(/^2$/);
    expect(near.className).not.toBe(far.className);
  });

  it('keeps SHOOT armed after a shot while AP remains; T picks the hostile', async () => {
    // Issue 24: hostiles start out of sight, so resume the practice battle at the first of the
    // scripted commander's turns that opens with a hostile in the fresh sniper's sight.
    const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
    const fought = fightBattle(setup.input, setup.seed).actions;
    let battle = createBattle(setup.input, setup.seed);
    let resumeAt = -1;
    for (const [i, action] of fought.entries()) {
      const ready = (id: string) => battle.units.some((u) => u.id === id && u.hp > 0 && u.ap === u.maxAp);
      if (battle.side === 'player' && ready('sample-2') && shootableTargets(battle, 'sample-2').length > 0) {
        resumeAt = i;
        break;
      }
      const step = playBattleSteps(battle, action);
      if (!step.ok) throw new Error(JSON.stringify(step.error));
      battle = step.battle;
    }
    expect(resumeAt).toBeGreaterThan(0);
    const navigation = {
      mission: {},
      squad: [],
      campaignId: null,
      theme: 'vanilla',
      missionId: 'mission-1',
      battleSetup: setup,
      actions: [...fought.slice(0, resumeAt), { type: 'select', unitId: 'sample-2' }],
    };
    const { user } = renderScreen(<BattleScreen />, { path: '/vanilla/battle', state: navigation });
    await screen.findByText(/Battle resumed/);
    const stop = within(screen.getByRole('grid', { name: 'Battlefield' }))
      .getAllByRole('gridcell')
      .find((cell) => cell.tabIndex === 0);
    act(() => stop?.focus());

    const actions = screen.getByRole('region', { name: 'ACTIONS' });
    expect(within(actions).getByText('Ben')).toBeInTheDocument();
    await user.keyboard('st');
    expect(document.activeElement).toHaveAccessibleName(/target, \d+% to hit/);
    expect(screen.getByTestId('threats')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('combat-log')).toHaveTextContent(/Ben fires at/);
    expect(within(actions).getByRole('button', { name: 'SHOOT' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(actions).getByRole('status')).toHaveTextContent('Mode: shoot');
  });

  it('selects a soldier from their card in YOUR SQUAD', async () => {
    const { user } = renderScreen(<BattleScreen />, { path: '/vanilla/battle' });
    const squad = await screen.findByRole('region', { name: 'YOUR SQUAD' });
    await user.click(within(squad).getByRole('button', { name: 'Pvt. Support' }));
    expect(within(screen.getByRole('region', { name: 'ACTIONS' })).getByText('Pvt. Support')).toBeInTheDocument();
  });

  it('lists each hostile’s forecast: its target and odds, and says when a roll decides', () => {
    const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
    const battle = structuredClone(createBattle(setup.input, setup.seed));
    // Two hostiles close in on Ana, who has 1 HP: the first may drop her, so the second's plan hangs on a roll.
    for (const unit of battle.units) {
      // Issue 24: hostiles start unaware; these two have been seen.
      if (unit.type === 'enemy') unit.alerted = true;
      if (unit.id === 'sample-1') unit.hp = 1;
      if (unit.id === 'enemy-1') Object.assign(unit, { x: 1, y: 7 });
      if (unit.id === 'enemy-2') Object.assign(unit, { x: 2, y: 7 });
    }
    const forecast = forecastEnemyTurn(battle);
    render(<IntentList battle={battle} forecast={forecast} words={words} />);
    const items = within(screen.getByTestId('intents')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const first = forecast[0];
    if (!first?.shot) throw new Error('the first hostile should shoot');
    expect(items[0]).toHaveTextContent(new RegExp(`^Hostile-1 .*fires at Ana: ${first.shot.chance}%$`));
    expect(items[1]).toHaveTextContent(/\(a roll before it acts may change this\)$/);
  });
});

describe('odds that add up (issue 22)', () => {
  it('lists the 20% floor as its own part: the parts on screen sum to the chance shown', () => {
    const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
    let battle = createBattle(setup.input, setup.seed);
    for (const action of [
      { type: 'select', unitId: 'sample-1' },
      { type: 'move', x: 1, y: 8 },
    ] as const) {
      const step = applyBattleAction(battle, action);
      if (!step.ok) throw new Error(JSON.stringify(step.error));
      battle = step.battle;
    }
    // Issue 24: a hostile 7 tiles north (the edge of sight) in full cover, on a clear line: 75 − 35 − 40.
    battle = structuredClone(battle);
    for (let y = 1; y < 8; y++) battle.tiles[y * 12 + 1] = 'none';
    battle.tiles[1 * 12 + 1] = 'full';
    Object.assign(battle.units.find((u) => u.id === 'enemy-1') as BattleUnit, { x: 1, y: 1, alerted: true });
    const floored = battle.units
      .filter((u) => u.type === 'enemy')
      .map((u) => previewShot(battle, 'sample-1', u.id))
      .find((p) => p !== null && p.raw < 20);
    if (!floored) throw new Error('no long shot to floor');
    render(<ShotOdds battle={battle} preview={floored} threats={null} words={words} />);
    expect(screen.getByTestId('hit-chance')).toHaveTextContent('20% to hit');
    const rows = within(screen.getByRole('region', { name: 'TARGET' })).getAllByRole('listitem');
    expect(rows.at(-1)).toHaveTextContent(/^Floor \(never under 20%\)\+\d+$/);
    const values = rows.map((row) => Number(row.lastElementChild?.textContent));
    expect(values.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('issue 24: lists the flank beside the cover it cancels, a shot from the side', () => {
    const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
    const battle = structuredClone(createBattle(setup.input, setup.seed));
    // Ana at (1, 10); a hostile 4 tiles east on half cover: the shot's longer axis is east–west.
    battle.tiles = battle.tiles.map(() => 'none');
    battle.tiles[10 * 12 + 5] = 'half';
    const hostile = battle.units.find((u) => u.id === 'enemy-1') as BattleUnit;
    Object.assign(hostile, { x: 5, y: 10, alerted: true });
    const flank = previewShot(battle, 'sample-1', 'enemy-1');
    if (!flank) throw new Error('no shot');
    render(<ShotOdds battle={battle} preview={flank} threats={null} words={words} />);
    const rows = within(screen.getByRole('region', { name: 'TARGET' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(
      expect.arrayContaining(['Cover-20', 'Flanked: shot from the side of its cover+20']),
    );
  });
});

describe('sound (issue 22)', () => {
  it('is off until the player turns it on, and remembered', async () => {
    localStorage.removeItem('holdfast.battleSound');
    const first = renderScreen(<BattleScreen />, { path: '/vanilla/battle' });
    const sound = await screen.findByRole('button', { name: 'SOUND' });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    await first.user.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    first.unmount();
    renderScreen(<BattleScreen />, { path: '/vanilla/battle' });
    expect(await screen.findByRole('button', { name: 'SOUND' })).toHaveAttribute('aria-pressed', 'true');
    localStorage.removeItem('holdfast.battleSound');
  });
});

describe('a signed-in player’s battle, kept on the server (issue 21)', () => {
  /** The server's side, played with the engine here: it holds the dice; the screen gets public steps. */
  function keptServer(answerMove: (answer: () => Response) => Response | Promise<Response> = (answer) => answer()) {
    const setup = sampleBattleSetup(['Ann', 'Bo', 'Cy']);
    let battle = createBattle(setup.input, setup.seed);
    let actionCount = 0;
    const opening = { action: null, enemyId: null, log: battleOpeningLog(battle) };
    const server = fakeServer({
      'POST /api/campaigns/7/battles': () =>
        json(201, {
          missionId: 'mission-1',
          actionCount,
          rulesVersion: 1,
          input: setup.input,
          battle: publicBattleState(battle),
          log: [opening],
          canUndo: false,
        }),
      'POST /api/campaigns/7/battles/mission-1/actions': (request) => {
        const body = request.body as { action: BattleAction; actionCount: number };
        const answer = () => {
          const played = playBattleSteps(battle, body.action);
          if (!played.ok) return json(422, { error: 'refused', code: played.error.code, params: {} });
          battle = played.battle;
          actionCount += 1;
          return json(200, {
            actionCount,
            battle: publicBattleState(battle),
            steps: played.steps.map(publicBattleStep),
            canUndo: false,
          });
        };
        return body.action.type === 'move' ? answerMove(answer) : answer();
      },
    });
    const navigation = {
      mission: { templateId: 'raid' },
      squad: [],
      campaignId: 7,
      theme: 'vanilla',
      missionId: 'mission-1',
      battleSetup: { input: setup.input, seed: 0 },
    };
    return { server, navigation, setup };
  }

  it('opens the battle from the server and sends each intent as one request with its action count', async () => {
    const { server, navigation } = keptServer();
    const { user } = renderScreen(<BattleScreen enemyStepMs={5} />, {
      path: '/vanilla/battle',
      state: navigation,
      server,
    });
    const grid = await screen.findByRole('grid', { name: 'Battlefield' });
    expect(screen.getByTestId('combat-log')).toHaveTextContent('--- Turn 1 ---');
    expect(server.requestsTo('POST /api/campaigns/7/battles')).toHaveLength(1);

    act(() =>
      within(grid)
        .getAllByRole('gridcell')
        .find((cell) => cell.tabIndex === 0)
        ?.focus(),
    );
    await user.keyboard('e');
    await waitFor(() => expect(screen.getByTestId('battle-turn')).toHaveTextContent('YOUR TURN'));
    expect(screen.getByTestId('combat-log')).toHaveTextContent('--- Turn 2 ---');
    const sent = server.requestsTo('POST /api/campaigns/7/battles/mission-1/actions');
    expect(sent.map((r) => r.body)).toEqual([{ action: { type: 'endTurn' }, actionCount: 0 }]);
    expect(sent[0]?.headers['idempotency-key']).toMatch(/.+/);
  });

  /** Ann selected in the kept battle, and a tile she can walk to. */
  async function annSelected(
    user: ReturnType<typeof renderScreen>['user'],
    setup: ReturnType<typeof sampleBattleSetup>,
  ) {
    const start = createBattle(setup.input, setup.seed);
    const ann = start.units.find((u) => u.id === 'sample-1') as BattleUnit;
    const selected = applyBattleAction(start, { type: 'select', unitId: ann.id });
    if (!selected.ok) throw new Error('select refused');
    const to = reachableTiles(selected.battle, ann.id).find((t) => Math.abs(t.x - ann.x) + Math.abs(t.y - ann.y) === 1);
    if (!to) throw new Error('Ann cannot step');
    await screen.findByRole('grid', { name: 'Battlefield' });
    await user.click(screen.getByRole('gridcell', { name: new RegExp(`^Tile ${ann.x}, ${ann.y}, (.+, )?Ann`) }));
    await waitFor(() =>
      expect(
        screen.getByRole('gridcell', { name: new RegExp(`^Tile ${ann.x}, ${ann.y}, (.+, )?Ann`) }),
      ).toHaveAttribute('aria-selected', 'true'),
    );
    return { ann, to };
  }

  it('issue 37: shows a move at once, before the server answers, and keeps it when the server confirms it', async () => {
    let release: () => void = () => {};
    const { server, navigation, setup } = keptServer(
      (answer) =>
        new Promise((resolve) => {
          release = () => resolve(answer());
        }),
    );
    const { user } = renderScreen(<BattleScreen />, { path: '/vanilla/battle', state: navigation, server });
    const { ann, to } = await annSelected(user, setup);
    await user.click(screen.getByRole('gridcell', { name: new RegExp(`^Tile ${to.x}, ${to.y}`) }));
    // The server has the move and has not answered: the board already shows Ann on her new tile.
    expect(server.requestsTo('POST /api/campaigns/7/battles/mission-1/actions').map((r) => r.body)).toEqual([
      { action: { type: 'select', unitId: 'sample-1' }, actionCount: 0 },
      { action: { type: 'move', x: to.x, y: to.y }, actionCount: 1 },
    ]);
    expect(
      screen.getByRole('gridcell', { name: new RegExp(`^Tile ${to.x}, ${to.y}, (.+, )?Ann`) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('gridcell', { name: new RegExp(`^Tile ${ann.x}, ${ann.y}, (.+, )?Ann`) })).toBeNull();
    act(() => release());
    await waitFor(() => expect(screen.getByRole('button', { name: 'UNDO MOVE' })).toBeEnabled());
    expect(
      screen.getByRole('gridcell', { name: new RegExp(`^Tile ${to.x}, ${to.y}, (.+, )?Ann`) }),
    ).toBeInTheDocument();
  });

  it('issue 37: rolls a move the server refuses back to the battle as the server keeps it, and says why', async () => {
    const { server, navigation, setup } = keptServer(() =>
      json(422, { error: 'The server refused this move.', code: 'notReachable', params: {} }),
    );
    const { user } = renderScreen(<BattleScreen />, { path: '/vanilla/battle', state: navigation, server });
    const { ann, to } = await annSelected(user, setup);
    await user.click(screen.getByRole('gridcell', { name: new RegExp(`^Tile ${to.x}, ${to.y}`) }));
    await waitFor(() => expect(screen.getByTestId('combat-log')).toHaveTextContent('The server refused this move.'));
    expect(
      screen.getByRole('gridcell', { name: new RegExp(`^Tile ${ann.x}, ${ann.y}, (.+, )?Ann`) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('gridcell', { name: new RegExp(`^Tile ${to.x}, ${to.y}, (.+, )?Ann`) })).toBeNull();
    expect(screen.queryByRole('button', { name: 'UNDO MOVE' })).toBeNull();
  });
});

describe('Smoke Bomb on the board (issue 35)', () => {
  it('arming it draws its cloud around the caster and shows its own figures, never a rifle shot’s odds', async () => {
    const setup = sampleBattleSetup(['Sgt. Ranger', 'Cpl. Sniper', 'Pvt. Support']);
    const squad = setup.input.squad.map((member) =>
      member.classId === 'support' ? { ...member, experience: 1000 } : member,
    );
    const state = {
      mission: { name: 'Practice', location: 'Range' },
      squad: [],
      campaignId: null,
      theme: 'vanilla',
      missionId: 'practice',
      battleSetup: { ...setup, input: { ...setup.input, squad } },
    };
    const { user } = renderScreen(<BattleScreen enemyStepMs={5} />, { path: '/vanilla/battle', state });
    const grid = await screen.findByRole('grid', { name: 'Battlefield' });
    await user.click(within(grid).getByRole('gridcell', { name: /Pvt\. Support/ }));
    const actions = screen.getByRole('region', { name: 'ACTIONS' });
    await user.click(within(actions).getByRole('button', { name: /Smoke Bomb/ }));

    // The Support stands at (3, 10): radius 3 reaches 21 tiles of the board (row 11 is its last).
    const cloud = screen.getByTestId('ability-area');
    expect(cloud.querySelectorAll('rect')).toHaveLength(21);
    const aim = screen.getByTestId('ability-aim');
    expect(aim).toHaveTextContent('Smoke Bomb');
    expect(aim).toHaveTextContent('until the enemy turn ends');
    expect(screen.queryByTestId('hit-chance')).not.toBeInTheDocument();
  });
});
