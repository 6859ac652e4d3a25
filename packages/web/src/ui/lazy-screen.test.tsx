import { THEMES } from '@holdfast/engine/themes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../theme/ThemeRoot';
import { LazyScreen, loadWithTimeout, ScreenLoadError, screenPart } from './lazy-screen';

function Arrived() {
  return <p>Screen arrived</p>;
}

describe('loadWithTimeout', () => {
  it('fails with a time-out load error when the part never arrives', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadWithTimeout(() => new Promise(() => {}), 'battle', 120_000);
      const outcome = expect(pending).rejects.toMatchObject({
        kind: 'timeout',
        message: 'Loading chunk battle failed',
      });
      await vi.advanceTimersByTimeAsync(120_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('names a missing file as such', async () => {
    const failure = loadWithTimeout(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'base',
      1000,
    );
    await expect(failure).rejects.toBeInstanceOf(ScreenLoadError);
    await expect(failure).rejects.toMatchObject({ kind: 'missing', message: 'Loading chunk base failed' });
  });
});

describe('LazyScreen', () => {
  it('shows the load error with RETRY, and RETRY really loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Arrived>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Arrived);
    render(
      <ThemeRoot theme={THEMES.vanilla}>
        <LazyScreen part={screenPart('battle', load)} />
      </ThemeRoot>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('LOAD ERROR');
    expect(alert).toHaveTextContent('Loading chunk battle failed');

    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    expect(await screen.findByText('Screen arrived')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
