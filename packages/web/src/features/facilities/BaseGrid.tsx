import { type Facility, GRID_SIZE } from '@holdfast/engine';
import clsx from 'clsx';
import { type KeyboardEvent, useRef, useState } from 'react';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { cellAfterKey, type GridCell } from '../../ui/grid-keys';
import styles from './BaseGrid.module.css';

/** A slot of the base grid. */
export type Slot = GridCell;

interface BaseGridProps {
  facilities: readonly Facility[];
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
}

const POSITIONS = Array.from({ length: GRID_SIZE }, (_, index) => index);

/** A slot's row and column as a player counts them, from 1 (issue 35 item 12); the rules count from 0. */
export function counted(row: number, col: number): { row: number; col: number } {
  return { row: row + 1, col: col + 1 };
}
/**
 * The 5×5 base grid (spec §2, §9) as a WAI-ARIA grid: one tab stop (the slot last focused, or the
 * selected one), arrow keys move inside, Home/End go to the row's ends and Ctrl+Home/End to the
 * grid's corners. Every slot is a button named for what stands there, so a player with a screen
 * reader hears 'Barracks level 1, row 1 column 2' or 'Empty slot row 2 column 4'.
 */
export function BaseGrid({ facilities, selected, onSelect }: BaseGridProps) {
  const theme = useTheme();
  const words = theme.facilityPanel;
  const byPosition = new Map(facilities.map((facility) => [`${facility.row},${facility.col}`, facility]));
  const [active, setActive] = useState<Slot>(selected ?? { row: 0, col: 0 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = cellAfterKey(active, event.key, event.ctrlKey || event.metaKey, GRID_SIZE);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    buttons.current.get(`${next.row},${next.col}`)?.focus();
  };

  const slotButton = (row: number, col: number) => {
    const facility = byPosition.get(`${row},${col}`);
    const common = {
      type: 'button' as const,
      tabIndex: active.row === row && active.col === col ? 0 : -1,
      'aria-pressed': selected?.row === row && selected.col === col,
      ref: (element: HTMLButtonElement | null) => {
        if (element) buttons.current.set(`${row},${col}`, element);
        else buttons.current.delete(`${row},${col}`);
      },
      onFocus: () => setActive({ row, col }),
      onClick: () => onSelect({ row, col }),
    };
    if (!facility) {
      return (
        <button
          {...common}
          className={clsx(styles.slot, styles.empty)}
          aria-label={fillTemplate(words.emptySlot, counted(row, col))}
        >
          <span aria-hidden="true" className={styles.plus}>
            +
          </span>
        </button>
      );
    }
    const name = theme.facilities[facility.type];
    const building = facility.constructionDaysRemaining > 0;
    let label = fillTemplate(words.occupiedSlot, { name, level: facility.level, ...counted(row, col) });
    if (building)
      label +=
        facility.constructionDaysRemaining === 1
          ? words.underConstructionSuffixOne
          : fillTemplate(words.underConstructionSuffix, { days: facility.constructionDaysRemaining });
    if (!facility.isActive) label += words.offlineSuffix;
    return (
      <button
        {...common}
        className={clsx(styles.slot, styles.built)}
        data-facility={facility.type}
        data-building={building}
        data-offline={!facility.isActive}
        aria-label={label}
      >
        <span className={styles.name}>{name}</span>
        <span className={styles.meta}>
          <span>{fillTemplate(words.levelShort, { level: facility.level })}</span>
          {building && (
            <span className={styles.building}>
              {fillTemplate(words.daysLeftShort, { days: facility.constructionDaysRemaining })}
            </span>
          )}
          {!facility.isActive && <span className={styles.offline}>{words.offlineShort}</span>}
        </span>
        {building && <span className={styles.stripes} aria-hidden="true" />}
      </button>
    );
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a grid of slots is not a data table; WAI-ARIA grid pattern.
    <div className={styles.grid} role="grid" aria-label={words.gridLabel} onKeyDown={onKeyDown}>
      {POSITIONS.map((row) => (
        // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: an ARIA grid row (CSS-grid layout); its buttons take the focus.
        <div key={row} className={styles.row} role="row">
          {POSITIONS.map((col) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: an ARIA gridcell; its button takes the focus (roving tabindex).
            <div key={col} className={styles.cell} role="gridcell">
              {slotButton(row, col)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
