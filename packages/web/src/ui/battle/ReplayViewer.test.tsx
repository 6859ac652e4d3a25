import { type BattleAction, replayFrames } from '@holdfast/engine';
import { fightBattle } from '@holdfast/engine/battle-commander';
import { replayFrozenBattle } from '@holdfast/engine/retired';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleBattleSetup } from '../../session/battle-navigation';
import { renderWithApp } from '../../test/render';
import { battleWords, replayWords } from '../battle-words';
import { linesFor } from './battle-log';
import { logAtFrame, ReplayViewer } from './ReplayViewer';

const setup = sampleBattleSetup(['A', 'B', 'C']);
const fought = fightBattle(setup.input, setup.seed);
const replay = replayFrames(setup.input, setup.seed, fought.actions);
if (!replay.ok) throw new Error(JSON.stringify(replay.error));
const total = replay.frames.length;
const verdict = fought.battle.status === 'victory' ? 'MISSION SUCCESS' : 'MISSION FAILED';

function renderViewer(props: { stepMs?: number; actions?: typeof fought.actions } = {}) {
  return renderWithApp(
    <ReplayViewer
      setup={setup}
      actions={props.actions ?? fought.actions}
      words={battleWords('vanilla')}
      replayWords={replayWords('vanilla')}
      stepMs={props.stepMs ?? 1000}
    />,
  );
}

describe('replay viewer', () => {
  it('opens on the first frame with the battle screen’s panels, read-only', async () => {
    renderViewer();
    expect(await screen.findByTestId('replay-position')).toHaveTextContent(`Step 1 of ${total}`);
    expect(screen.getByRole('heading', { level: 2, name: 'TACTICAL OPERATION' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Battlefield' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'YOUR SQUAD' })).toBeInTheDocument();
    expect(screen.getByTestId('combat-log')).toHaveTextContent('--- Turn 1 ---');
    expect(screen.getByRole('button', { name: 'STEP BACK' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'RESTART' })).toBeDisabled();
    // Clicking a soldier's tile selects nothing: the viewer only shows.
    const soldier = setup.input.squad[0];
    const unit = replay.ok && replay.frames[0]?.battle.units.find((u) => u.id === soldier?.id);
    if (!unit) throw new Error('no soldier');
    const tile = screen.getByRole('grid').querySelector(`[data-tile="${unit.x},${unit.y}"]`) as HTMLElement;
    fireEvent.click(tile);
    expect(tile).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByTestId('replay-position')).toHaveTextContent(`Step 1 of ${total}`);
  });

  it('steps forward and back, and the slider jumps to the end where the verdict shows', async () => {
    const { user } = renderViewer();
    await user.click(await screen.findByRole('button', { name: 'STEP FORWARD' }));
    expect(screen.getByTestId('replay-position')).toHaveTextContent(`Step 2 of ${total}`);
    expect(screen.getByRole('button', { name: 'STEP BACK' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'STEP BACK' }));
    expect(screen.getByTestId('replay-position')).toHaveTextContent(`Step 1 of ${total}`);

    fireEvent.change(screen.getByRole('slider', { name: 'Replay position' }), { target: { value: String(total) } });
    expect(screen.getByTestId('replay-position')).toHaveTextContent(`Step ${total} of ${total}`);
    expect(screen.getByTestId('replay-turn')).toHaveTextContent(verdict);
    // Issue 22: the replay shows the whole log so far, its first line too, not the battle screen's seven.
    const log = screen.getByTestId('combat-log');
    expect(log.querySelectorAll('li').length).toBeGreaterThan(7);
    expect(log).toHaveTextContent('--- Turn 1 ---');
    expect(screen.getByRole('button', { name: 'STEP FORWARD' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'RESTART' }));
    expect(screen.getByTestId('replay-position')).toHaveTextContent(`Step 1 of ${total}`);
  });

  it('plays at the chosen speed, pauses, and stops on the last frame', async () => {
    const { user } = renderViewer({ stepMs: 40 });
    const speed = await screen.findByRole('combobox', { name: 'Speed' });
    await user.selectOptions(speed, '8');
    await user.click(screen.getByRole('button', { name: 'PLAY' }));
    const pause = screen.getByRole('button', { name: 'PAUSE' });
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    await user.click(pause);
    const stoppedAt = screen.getByTestId('replay-position').textContent;
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.getByTestId('replay-position').textContent).toBe(stoppedAt);

    await user.click(screen.getByRole('button', { name: 'PLAY' }));
    await waitFor(() => expect(screen.getByTestId('replay-position')).toHaveTextContent(`Step ${total} of ${total}`), {
      // The time the frames take, and room for a busy machine.
      timeout: total * 40 + 20_000,
    });
    expect(await screen.findByRole('button', { name: 'PLAY' })).toBeInTheDocument();
    expect(screen.getByTestId('replay-turn')).toHaveTextContent(verdict);
    // The whole battle plays at 8×: on a busy machine that outlasts the default 5 s per test.
  }, 30_000);

  it('keeps the combat log to its last seven lines at every frame', () => {
    const words = battleWords('vanilla');
    if (!replay.ok) return;
    const frameLines = replay.frames.map((f) => linesFor(f.log, f.battle, words.log));
    const end = logAtFrame(frameLines, total - 1);
    expect(end.length).toBeLessThanOrEqual(7);
    expect(end.at(-1)?.text).toBe(frameLines.flat().at(-1)?.text);
    expect(new Set(end.map((l) => l.id)).size).toBe(end.length);
  });

  it('names a log the rules refuse instead of showing a wrong battle', async () => {
    renderViewer({ actions: [{ type: 'move', x: -5, y: -5 }] });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This replay cannot be played')).toBeInTheDocument();
    expect(within(alert).getByTestId('replay-error')).toHaveTextContent('Battle action 1 was refused');
  });

  it('plays a replay kept by release 1 from the frames the server made with that release’s battle rules', async () => {
    // A release-1 kept replay: the server answers with its battle rules' frames (GAME_RULES §13),
    // battles without the fields added since (objectives, pods, alerts, forces).
    const turns: BattleAction[] = [];
    let v4 = replayFrozenBattle(setup.input as never, setup.seed as number, turns as never);
    while (v4.ok && v4.outcome === null && turns.length < 100) {
      turns.push({ type: 'endTurn' });
      v4 = replayFrozenBattle(setup.input as never, setup.seed as number, turns as never);
    }
    if (!v4.ok || !v4.outcome) throw new Error('the v4 battle did not end');
    const frames = v4.frames;
    expect(frames.some((f) => 'objective' in f.battle || f.battle.units.some((u) => 'pod' in u))).toBe(false);
    renderWithApp(
      <ReplayViewer
        setup={setup}
        actions={turns}
        frames={frames}
        words={battleWords('vanilla')}
        replayWords={replayWords('vanilla')}
      />,
    );
    expect(await screen.findByTestId('replay-position')).toHaveTextContent(`Step 1 of ${frames.length}`);
    const slider = screen.getByRole('slider', { name: 'Replay position' });
    for (let step = 2; step <= frames.length; step++) {
      fireEvent.change(slider, { target: { value: String(step) } });
      expect(screen.getByTestId('replay-position')).toHaveTextContent(`Step ${step} of ${frames.length}`);
    }
    expect(screen.getByRole('grid', { name: 'Battlefield' })).toBeInTheDocument();
    expect(screen.getByTestId('replay-turn')).toHaveTextContent(
      v4.outcome.victory ? 'MISSION SUCCESS' : 'MISSION FAILED',
    );
    expect(screen.getByTestId('combat-log')).toHaveTextContent('--- Turn 1 ---');
  });
});
