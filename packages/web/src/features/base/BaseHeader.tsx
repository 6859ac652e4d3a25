import { type GameState, powerUsage } from '@holdfast/engine';
import { inGameDate } from '@holdfast/engine/themes';
import { useTheme } from '../../theme/ThemeRoot';

interface BaseHeaderProps {
  state: GameState;
}

const numberFormat = new Intl.NumberFormat('en-US');

function percentOf(used: number, capacity: number): number {
  return capacity > 0 ? Math.round((used / capacity) * 100) : 0;
}

/** The campaign at a glance (spec §2 Base screen): name, D+n, in-game date and resources. */
export function BaseHeader({ state }: BaseHeaderProps) {
  const theme = useTheme();
  // Power is not stored; the engine recomputes it from the facilities (spec §4 Campaign load).
  const power = powerUsage(state);
  const labels = theme.resources;
  const words = theme.base;
  const resources: Array<[string, string, string]> = [
    ['funds', labels.funds, numberFormat.format(state.resources.funds)],
    ['supplies', labels.supplies, numberFormat.format(state.resources.supplies)],
    ['intel', labels.intel, numberFormat.format(state.resources.intel)],
    ['power', labels.power, `${power.used}/${power.capacity} (${percentOf(power.used, power.capacity)}%)`],
  ];
  return (
    <header className="base-header">
      <div className="base-header__campaign">
        <h1 className="base-header__name">{state.name}</h1>
        <p className="base-header__calendar">
          <span className="base-header__day">
            {words.dayPrefix}
            {state.day}
          </span>
          <span className="base-header__date">
            <span className="base-header__label">{words.dateLabel}</span> {inGameDate(theme, state.day)}
          </span>
        </p>
      </div>
      <dl className="resource-strip">
        {resources.map(([key, label, value]) => (
          <div key={key} className="resource" data-resource={key}>
            <dt className="resource__label">{label}</dt>
            <dd className="resource__value">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
