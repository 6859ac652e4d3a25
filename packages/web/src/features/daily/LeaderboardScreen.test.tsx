import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { renderRoute, SIGNED_IN_USER } from '../../test/render';

const today = {
  day: '2026-11-30',
  setup: {
    date: '2026-11-30',
    weekday: 0,
    difficulty: 'easy',
    templateId: 'raid',
    mapKit: 'urban',
    objective: { kind: 'eliminate' },
    squad: [],
  },
  played: 3,
  entry: null,
};

const row = (place: number, rank: number, name: string | null, own = false, edited = false) => ({
  rank,
  place,
  name,
  score: 1_140_000 - place,
  turns: 8,
  survivors: 3,
  victory: true,
  replayId: `replay-${place}`,
  edited,
  own,
});

describe('/:theme/daily', () => {
  it('shows today’s board with the own row marked, hidden names numbered, and yesterday with its seed', async () => {
    const server = fakeServer({
      'GET /api/auth/me': json(200, { user: SIGNED_IN_USER }),
      'GET /api/daily': json(200, today),
      'GET /api/daily/boards/2026-11-30': json(200, {
        day: '2026-11-30',
        seed: null,
        over: false,
        finished: 3,
        rows: [row(1, 1, 'drake'), row(2, 2, null, false, true), row(3, 2, 'ripley', true)],
        own: row(3, 2, 'ripley', true),
      }),
      'GET /api/daily/boards/2026-11-29': json(200, {
        day: '2026-11-29',
        seed: '0123456789abcdef0123456789abcdef',
        over: true,
        finished: 0,
        rows: [],
        own: null,
      }),
    });
    renderRoute('/vanilla/daily', { server, storedUser: JSON.stringify(SIGNED_IN_USER) });
    const table = await screen.findByTestId('board');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1drake1,139,99983Watch',
      '2Commander #2 · edited campaigns1,139,99883Watch',
      '2ripley (you)1,139,99783Watch',
    ]);
    expect(screen.getByTestId('board-own')).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Watch: drake' })).toHaveAttribute(
      'href',
      '/replay/replay-1',
    );
    expect(screen.getByTestId('board-seed')).toHaveTextContent('The seed is revealed when the day is over (UTC).');
    expect(screen.getByRole('checkbox', { name: 'Hide my name on the board' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'YESTERDAY' }));
    expect(await screen.findByText(/Seed of the day: 0123456789abcdef0123456789abcdef/)).toBeInTheDocument();
    expect(screen.getByText('No one has finished this battle yet.')).toBeInTheDocument();
  });
});
