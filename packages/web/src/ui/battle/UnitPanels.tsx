/** YOUR SQUAD and HOSTILES (spec §2 battle screen, left column): HP and AP with the spec's colours. */
import type { BattleState, BattleUnit } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import type { BattleWords } from '../battle-words';
import { classWord } from '../soldier-display';
import { hpTone } from './BattleGrid';
import { unitLabel } from './battle-log';

function Meter({ label, value, max, tone }: { label: string; value: number; max: number; tone: string }) {
  const width = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  return (
    <div className="unit-meter">
      <span className="unit-meter__label">{label}</span>
      {/* biome-ignore lint/a11y/useSemanticElements: <meter> cannot take the theme's tone colours alike in every browser. */}
      <span
        className={`unit-meter__bar battle-bar--${tone}`}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${value}/${max}`}
      >
        <span style={{ width: `${width}%` }} />
      </span>
      <span className="unit-meter__value">
        {value}/{max}
      </span>
    </div>
  );
}

function UnitRow({
  unit,
  words,
  detail,
  selected,
}: {
  unit: BattleUnit;
  words: BattleWords;
  detail: string | null;
  selected: boolean;
}) {
  return (
    <li
      className={`unit-row${selected ? ' unit-row--selected' : ''}${unit.hp <= 0 ? ' unit-row--down' : ''}`}
      aria-label={unitLabel(unit, words.log)}
      aria-current={selected ? 'true' : undefined}
    >
      <div className="unit-row__name">
        {unitLabel(unit, words.log)}
        {unit.hp <= 0 && <span className="badge unit-row__down">{words.downed}</span>}
      </div>
      {detail && <div className="unit-row__detail">{detail}</div>}
      <Meter label={words.hp} value={unit.hp} max={unit.maxHp} tone={hpTone(unit.hp, unit.maxHp)} />
      <Meter label={words.ap} value={unit.ap} max={unit.maxAp} tone="ap" />
    </li>
  );
}

export function UnitPanels({ battle, words }: { battle: BattleState; words: BattleWords }) {
  const theme = useTheme();
  const soldiers = battle.units.filter((u) => u.type === 'soldier');
  const hostiles = battle.units.filter((u) => u.type === 'enemy' && u.hp > 0);
  return (
    <div className="battle-units">
      <section className="panel battle-panel" aria-labelledby="battle-squad-title">
        <h2 id="battle-squad-title" className="kicker">
          {words.squadTitle}
        </h2>
        <ul className="unit-list">
          {soldiers.map((unit) => (
            <UnitRow
              key={unit.id}
              unit={unit}
              words={words}
              detail={fillTemplate(words.unitDetail, { rank: unit.rank ?? '', class: classWord(theme, unit.classId) })}
              selected={unit.id === battle.selectedUnitId}
            />
          ))}
        </ul>
      </section>
      <section className="panel battle-panel" aria-labelledby="battle-hostiles-title">
        <h2 id="battle-hostiles-title" className="kicker">
          {words.hostilesTitle}
        </h2>
        {hostiles.length === 0 ? (
          <p className="battle-panel__empty">{words.allHostilesEliminated}</p>
        ) : (
          <ul className="unit-list">
            {hostiles.map((unit) => (
              <UnitRow key={unit.id} unit={unit} words={words} detail={null} selected={false} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
