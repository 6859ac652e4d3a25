import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockFor, type DayCycleOptions, pauseOnOpen, readDayCycle, rememberDayCycle, useDayCycle } from './day-cycle';

describe('clockFor', () => {
  it.each([
    [0, '00:00'],
    [50, '11:59'],
    [25, '05:59'],
    [95, '22:47'],
    [100, '23:59'],
  ])('meter %d reads %s', (progress, clock) => {
    expect(clockFor(progress)).toBe(clock);
  });
});

describe('useDayCycle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  let campaigns = 0;

  /** A campaign whose clock this browser remembers running, unless `running` is false. */
  function setUp(overrides: Partial<DayCycleOptions> = {}, running = true) {
    campaigns += 1;
    const campaignKey = `campaign:${campaigns}`;
    if (running) rememberDayCycle(campaignKey, { paused: false, speed: 'normal' });
    const advance = vi.fn(async () => true);
    const options: DayCycleOptions = { campaignKey, advance, stopped: false, isHeld: () => false, ...overrides };
    const hook = renderHook((props: DayCycleOptions) => useDayCycle(props), { initialProps: options });
    return { ...hook, advance: options.advance as typeof advance };
  }

  async function seconds(n: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(n * 1000);
    });
  }

  it('opens a campaign it remembers nothing of paused, at the normal speed', async () => {
    const { result } = setUp({}, false);
    expect(result.current).toMatchObject({ paused: true, speed: 'normal' });
    await seconds(10);
    expect(result.current.progress).toBe(0);
  });

  it('remembers pause and speed per campaign across a reload; LOAD pauses it again', async () => {
    const first = setUp({}, false);
    const key = `campaign:${campaigns}`;
    act(() => first.result.current.togglePause());
    act(() => first.result.current.setSpeed('fastest'));
    first.unmount();
    expect(readDayCycle(key)).toEqual({ paused: false, speed: 'fastest' });
    expect(readDayCycle('campaign:someone-else')).toEqual({ paused: true, speed: 'normal' });

    const reloaded = renderHook(() =>
      useDayCycle({ campaignKey: key, advance: async () => true, stopped: false, isHeld: () => false }),
    );
    expect(reloaded.result.current).toMatchObject({ paused: false, speed: 'fastest' });
    reloaded.unmount();

    pauseOnOpen(key);
    expect(readDayCycle(key)).toEqual({ paused: true, speed: 'fastest' });
  });

  it('fills 5 a second at normal speed and drives the clock', async () => {
    const { result } = setUp();
    expect(result.current.progress).toBe(0);
    expect(result.current.clock).toBe('00:00');
    await seconds(10);
    expect(result.current.progress).toBe(50);
    expect(result.current.clock).toBe('11:59');
  });

  it('advances the day at 100 and starts again from 0', async () => {
    const { result, advance } = setUp();
    await seconds(19);
    expect(advance).not.toHaveBeenCalled();
    await seconds(1);
    expect(advance).toHaveBeenCalledTimes(1);
    expect(result.current.progress).toBe(0);
    await seconds(20);
    expect(advance).toHaveBeenCalledTimes(2);
  });

  it('goes twice and four times as fast at the faster speeds', async () => {
    const { result } = setUp();
    act(() => result.current.setSpeed('fast'));
    await seconds(2);
    expect(result.current.progress).toBe(20);
    act(() => result.current.setSpeed('fastest'));
    await seconds(2);
    expect(result.current.progress).toBe(60);
  });

  it('stands still while paused and goes on after RESUME', async () => {
    const { result } = setUp();
    await seconds(2);
    act(() => result.current.togglePause());
    expect(result.current.paused).toBe(true);
    await seconds(10);
    expect(result.current.progress).toBe(10);
    act(() => result.current.togglePause());
    await seconds(1);
    expect(result.current.progress).toBe(15);
  });

  it('holds while something asks it to (an open modal)', async () => {
    let held = true;
    const { result } = setUp({ isHeld: () => held });
    await seconds(5);
    expect(result.current.progress).toBe(0);
    held = false;
    await seconds(1);
    expect(result.current.progress).toBe(5);
  });

  it('stops for good when the campaign is over', async () => {
    const { result, advance } = setUp({ stopped: true });
    await seconds(40);
    expect(result.current.progress).toBe(0);
    expect(advance).not.toHaveBeenCalled();
  });

  it('shows the advance as running, holds the meter meanwhile, and never starts a second one', async () => {
    let finish!: (advanced: boolean) => void;
    const advance = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = setUp({ advance });
    await seconds(4);
    act(() => void result.current.advanceNow());
    expect(result.current.advancing).toBe(true);
    act(() => void result.current.advanceNow());
    await seconds(5);
    expect(advance).toHaveBeenCalledTimes(1);
    expect(result.current.progress).toBe(20);
    await act(async () => finish(true));
    expect(result.current.advancing).toBe(false);
    expect(result.current.progress).toBe(0);
  });

  it('pauses at the end of the day when the advance fails, and tries again on RESUME', async () => {
    const advance = vi.fn(async () => false);
    const { result } = setUp({ advance });
    await seconds(20);
    expect(advance).toHaveBeenCalledTimes(1);
    expect(result.current.paused).toBe(true);
    expect(result.current.progress).toBe(100);
    await seconds(5);
    expect(advance).toHaveBeenCalledTimes(1);
    advance.mockResolvedValueOnce(true);
    act(() => result.current.togglePause());
    await seconds(1);
    expect(advance).toHaveBeenCalledTimes(2);
    expect(result.current.progress).toBe(0);
  });
});
