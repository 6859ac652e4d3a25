/** A cell of a square grid: `row` from the top, `col` from the left. */
export interface GridCell {
  row: number;
  col: number;
}

/**
 * Where a key moves the focus from a cell of a `size`×`size` grid, or null when the key is not a
 * grid key (WAI-ARIA grid pattern): arrows one cell, stopping at the edges; Home/End the row's
 * ends; Ctrl+Home/End (Cmd on a Mac) the grid's first and last cells. The base's 5×5 slots and the
 * 12×12 battle board both move this way.
 */
export function cellAfterKey(from: GridCell, key: string, ctrl: boolean, size: number): GridCell | null {
  const last = size - 1;
  const clamp = (n: number) => Math.max(0, Math.min(last, n));
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(from.row - 1), col: from.col };
    case 'ArrowDown':
      return { row: clamp(from.row + 1), col: from.col };
    case 'ArrowLeft':
      return { row: from.row, col: clamp(from.col - 1) };
    case 'ArrowRight':
      return { row: from.row, col: clamp(from.col + 1) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: from.row, col: 0 };
    case 'End':
      return ctrl ? { row: last, col: last } : { row: from.row, col: last };
    default:
      return null;
  }
}
