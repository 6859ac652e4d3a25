/** YOUR SQUAD and HOSTILES (spec §2 battle screen, left column): HP and AP with the spec's colours. */
import type { BattleState, BattleUnit } from '@holdfast/engine';
import clsx from 'clsx';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import type { BattleWords } from '../battle-words';
import { classWord } from '../soldier-display';
import { Bar, type BarTone, hpTone } from './Bar';
import { BattlePanel, PanelEmpty } from './BattlePanel';
import { unitLabel } from './battle-log';
import styles from './UnitPanels.module.css';
import { UnitList, UnitRow } from './UnitRows';

function Meter({ label, value, max, tone }: { label: string; value: number; max: number; tone: BarTone }) {
  return (
    <div className={styles.meter}>
      <span className={styles.meterLabel}>{label}</span>
      {/* A bar with the meter role: <meter> cannot take the theme's tone colours alike in every browser. */}
      <Bar
        value={value}
        max={max}
        tone={tone}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${value}/${max}`}
      />
      <span className={styles.meterValue}>
        {value}/{max}
      </span>
    </div>
  );
}

function UnitEntry({
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
    <UnitRow
      name={unitLabel(unit, words.log)}
      className={clsx(unit.hp <= 0 && styles.down)}
      aria-current={selected ? 'true' : undefined}
    >
      <div className={styles.name}>
        {unitLabel(unit, words.log)}
        {unit.hp <= 0 && <span className={clsx('badge', styles.downBadge)}>{words.downed}</span>}
      </div>
      {detail && <div className={styles.detail}>{detail}</div>}
      <Meter label={words.hp} value={unit.hp} max={unit.maxHp} tone={hpTone(unit.hp, unit.maxHp)} />
      <Meter label={words.ap} value={unit.ap} max={unit.maxAp} tone="ap" />
    </UnitRow>
  );
}

export function UnitPanels({ battle, words }: { battle: BattleState; words: BattleWords }) {
  const theme = useTheme();
  const soldiers = battle.units.filter((u) => u.type === 'soldier');
  const hostiles = battle.units.filter((u) => u.type === 'enemy' && u.hp > 0);
  return (
    <div className={styles.units}>
      <BattlePanel title={words.squadTitle} titleId="battle-squad-title">
        <UnitList className={styles.list}>
          {soldiers.map((unit) => (
            <UnitEntry
              key={unit.id}
              unit={unit}
              words={words}
              detail={fillTemplate(words.unitDetail, { rank: unit.rank ?? '', class: classWord(theme, unit.classId) })}
              selected={unit.id === battle.selectedUnitId}
            />
          ))}
        </UnitList>
      </BattlePanel>
      <BattlePanel title={words.hostilesTitle} titleId="battle-hostiles-title">
        {hostiles.length === 0 ? (
          <PanelEmpty>{words.allHostilesEliminated}</PanelEmpty>
        ) : (
          <UnitList className={styles.list}>
            {hostiles.map((unit) => (
              <UnitEntry key={unit.id} unit={unit} words={words} detail={null} selected={false} />
            ))}
          </UnitList>
        )}
      </BattlePanel>
    </div>
  );
}
