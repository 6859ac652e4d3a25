import { THEMES } from '@holdfast/engine/themes';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { TITLE_BLUR_EVERY_MS, TITLE_BLUR_FOR_MS, TitleBlock } from './TitleBlock';

function renderTitle() {
  render(
    <ThemeRoot theme={THEMES.vanilla}>
      <TitleBlock />
    </ThemeRoot>,
  );
  return screen.getByTestId('title-block');
}

describe('TitleBlock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('blurs briefly on every beat of the signal, then clears', () => {
    const title = renderTitle();
    expect(title).not.toHaveAttribute('data-blurred');
    act(() => vi.advanceTimersByTime(TITLE_BLUR_EVERY_MS));
    expect(title).toHaveAttribute('data-blurred');
    act(() => vi.advanceTimersByTime(TITLE_BLUR_FOR_MS));
    expect(title).not.toHaveAttribute('data-blurred');
    act(() => vi.advanceTimersByTime(TITLE_BLUR_EVERY_MS - TITLE_BLUR_FOR_MS));
    expect(title).toHaveAttribute('data-blurred');
  });

  it('keeps still for a player who asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const title = renderTitle();
    act(() => vi.advanceTimersByTime(TITLE_BLUR_EVERY_MS * 3));
    expect(title).not.toHaveAttribute('data-blurred');
  });
});
