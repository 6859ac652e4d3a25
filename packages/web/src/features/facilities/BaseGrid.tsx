import { type Facility, GRID_SIZE } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';

export interface Slot {
  row: number;
  col: number;
}

interface BaseGridProps {
  facilities: readonly Facility[];
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
}

const POSITIONS = Array.from({ length: GRID_SIZE }, (_, index) => index);

/**
 * The 5×5 base grid (spec §2, §9): every slot is a button named for what stands there, so a player
 * with a screen reader hears 'Barracks level 1, row 0 column 1' or 'Empty slot row 1 column 3'.
 */
export function BaseGrid({ facilities, selected, onSelect }: BaseGridProps) {
  const theme = useTheme();
  const words = theme.facilityPanel;
  const byPosition = new Map(facilities.map((facility) => [`${facility.row},${facility.col}`, facility]));

  return (
    <section className="base-grid" aria-label={words.gridLabel}>
      {POSITIONS.flatMap((row) =>
        POSITIONS.map((col) => {
          const facility = byPosition.get(`${row},${col}`);
          const isSelected = selected?.row === row && selected.col === col;
          if (!facility) {
            return (
              <button
                key={`${row}-${col}`}
                type="button"
                className="grid-slot grid-slot--empty"
                aria-pressed={isSelected}
                aria-label={fillTemplate(words.emptySlot, { row, col })}
                onClick={() => onSelect({ row, col })}
              >
                <span aria-hidden="true" className="grid-slot__plus">
                  +
                </span>
              </button>
            );
          }
          const name = theme.facilities[facility.type];
          const building = facility.constructionDaysRemaining > 0;
          let label = fillTemplate(words.occupiedSlot, { name, level: facility.level, row, col });
          if (building)
            label +=
              facility.constructionDaysRemaining === 1
                ? words.underConstructionSuffixOne
                : fillTemplate(words.underConstructionSuffix, { days: facility.constructionDaysRemaining });
          if (!facility.isActive) label += words.offlineSuffix;
          return (
            <button
              key={`${row}-${col}`}
              type="button"
              className="grid-slot grid-slot--built"
              data-facility={facility.type}
              data-building={building}
              data-offline={!facility.isActive}
              aria-pressed={isSelected}
              aria-label={label}
              onClick={() => onSelect({ row, col })}
            >
              <span className="grid-slot__name">{name}</span>
              <span className="grid-slot__meta">
                <span>{fillTemplate(words.levelShort, { level: facility.level })}</span>
                {building && (
                  <span className="grid-slot__building">
                    {fillTemplate(words.daysLeftShort, { days: facility.constructionDaysRemaining })}
                  </span>
                )}
                {!facility.isActive && <span className="grid-slot__offline">{words.offlineShort}</span>}
              </span>
              {building && <span className="grid-slot__stripes" aria-hidden="true" />}
            </button>
          );
        }),
      )}
    </section>
  );
}
