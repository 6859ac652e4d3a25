import { describe, expect, it } from 'vitest';
import { cellAfterKey } from './grid-keys';

describe('cellAfterKey', () => {
  const middle = { row: 2, col: 3 };

  it('moves one cell with the arrows', () => {
    expect(cellAfterKey(middle, 'ArrowUp', false, 5)).toEqual({ row: 1, col: 3 });
    expect(cellAfterKey(middle, 'ArrowDown', false, 5)).toEqual({ row: 3, col: 3 });
    expect(cellAfterKey(middle, 'ArrowLeft', false, 5)).toEqual({ row: 2, col: 2 });
    expect(cellAfterKey(middle, 'ArrowRight', false, 5)).toEqual({ row: 2, col: 4 });
  });

  it('stops at the edges instead of wrapping', () => {
    expect(cellAfterKey({ row: 0, col: 0 }, 'ArrowUp', false, 5)).toEqual({ row: 0, col: 0 });
    expect(cellAfterKey({ row: 0, col: 0 }, 'ArrowLeft', false, 5)).toEqual({ row: 0, col: 0 });
    expect(cellAfterKey({ row: 11, col: 11 }, 'ArrowDown', false, 12)).toEqual({ row: 11, col: 11 });
    expect(cellAfterKey({ row: 11, col: 11 }, 'ArrowRight', false, 12)).toEqual({ row: 11, col: 11 });
  });

  it('goes to the row’s ends with Home and End, to the grid’s corners with Ctrl', () => {
    expect(cellAfterKey(middle, 'Home', false, 12)).toEqual({ row: 2, col: 0 });
    expect(cellAfterKey(middle, 'End', false, 12)).toEqual({ row: 2, col: 11 });
    expect(cellAfterKey(middle, 'Home', true, 12)).toEqual({ row: 0, col: 0 });
    expect(cellAfterKey(middle, 'End', true, 12)).toEqual({ row: 11, col: 11 });
  });

  it('leaves every other key to the grid’s own handler', () => {
    expect(cellAfterKey(middle, 'Enter', false, 5)).toBeNull();
    expect(cellAfterKey(middle, ' ', false, 5)).toBeNull();
    expect(cellAfterKey(middle, 'a', true, 5)).toBeNull();
  });
});
