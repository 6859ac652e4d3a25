import { type BattleAction, replayFrames } from '@holdfast/engine';
import { fightBattle } from '@holdfast/engine/battle-commander';
import { replayFrozenBattle } from '@holdfast/engine/retired';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleBattleSetup } from '../../session/battle-navigation';
import { deferred, fakeServer, json } from '../../test/fake-server';
import { renderRoute, SIGNED_IN_USER } from '../../test/render';

const sample = sampleBattleSetup(['Ann Reyes', 'Bo Kim', 'Cy Lund']);
// A raid: the header words the battle's mission template in the universe (vanilla: Raid).
const setup = { ...sample, input: { ...sample.input, mission: { ...sample.input.mission, templateId: 'raid' } } };
const fought = fightBattle(setup.input, setup.seed);
const played = replayFrames(setup.input, setup.seed, fought.actions);
if (!played.ok) throw new Error('the sample battle did not replay');
// As the server answers it: the frames it kept, never the seed (issue 32).
const kept = { id: 'k3pt-R3play_id', input: setup.input, actions: fought.actions, frames: played.frames };

describe('/replay/:id', () => {
  it('says it is loading until the replay arrives, then plays it', async () => {
    const answer = deferred();
    const server = fakeServer({ 'GET /api/replays/k3pt-R3play_id': answer.promise });
    renderRoute('/replay/k3pt-R3play_id', { server });
    expect(await screen.findByText('Loading replay...')).toBeInTheDocument();
    answer.release(json(200, kept));
    expect(await screen.findByRole('heading', { level: 1, name: 'Raid' })).toBeInTheDocument();
    expect(screen.getByTestId('replay-position')).toHaveTextContent(/^Step 1 of \d+$/);
    expect(screen.getByRole('button', { name: 'PLAY' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'YOUR SQUAD' })).toHaveTextContent('Ann Reyes');
  });

  it('plays a replay kept before rules version 4 (words in its input, no template id) under its own words', async () => {
    const { templateId: _template, ...numbers } = setup.input.mission;
    const input = { ...setup.input, mission: { ...numbers, name: 'Old Raid', location: 'Harbour' } };
    // Such a replay was fought under release 1's battle rules: the server answers with the frames
    // those rules play (GAME_RULES §13), and the screen shows them under the replay's own words.
    const actions: BattleAction[] = [{ type: 'endTurn' }, { type: 'endTurn' }];
    const v4 = replayFrozenBattle(input as never, setup.seed as number, actions as never);
    if (!v4.ok) throw new Error('the v4 rules refused it');
    const legacy = { ...kept, input, actions, rulesVersion: 1, frames: v4.frames };
    const server = fakeServer({ 'GET /api/replays/k3pt-R3play_id': json(200, legacy) });
    renderRoute('/replay/k3pt-R3play_id', { server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Old Raid' })).toBeInTheDocument();
    expect(screen.getByText('Harbour')).toBeInTheDocument();
    expect(screen.getByTestId('replay-position')).toHaveTextContent(`Step 1 of ${v4.frames.length}`);
  });

  it('shows a clear message for a link that names no kept battle', async () => {
    const server = fakeServer({ 'GET /api/replays/nope': json(404, { error: 'Replay not found' }) });
    renderRoute('/replay/nope', { server });
    expect(await screen.findByRole('heading', { name: 'REPLAY NOT FOUND' })).toBeInTheDocument();
    expect(screen.getByText(/No battle is kept under this link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
  });

  it('shows no account data, even to a signed-in player, and asks nothing of their campaigns', async () => {
    const server = fakeServer({
      'GET /api/auth/me': json(200, { user: SIGNED_IN_USER }),
      'GET /api/replays/k3pt-R3play_id': json(200, kept),
    });
    renderRoute('/replay/k3pt-R3play_id', { server, storedUser: JSON.stringify(SIGNED_IN_USER) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Raid' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SIGNED_IN_USER.username);
    expect(server.requests.filter((r) => r.path.startsWith('/api/campaigns'))).toHaveLength(0);
  });

  it('shows the marks of the campaign the battle was fought in, and none for a clean one', async () => {
    const server = fakeServer({ 'GET /api/replays/k3pt-R3play_id': json(200, { ...kept, marks: ['browser'] }) });
    renderRoute('/replay/k3pt-R3play_id', { server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Raid' })).toBeInTheDocument();
    expect(screen.getByText('PLAYED IN A BROWSER')).toHaveAttribute('data-campaign-mark', 'browser');
    expect(screen.getByRole('note')).toHaveTextContent(/its dice were rolled on that machine/);
  });
});
