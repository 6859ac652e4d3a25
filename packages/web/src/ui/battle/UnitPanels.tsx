/** YOUR SQUAD and HOSTILES (spec §2 battle screen, left column): HP and AP with the spec's colours. */
import { type BattleState, type BattleUnit, worstExposure } from '@holdfast/engine';
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
  exposure,
  selected,
  onSelect,
}: {
  unit: BattleUnit;
  words: BattleWords;
  detail: string | null;
  /** A soldier's worst exposure, worded, and whether any hostile has a shot at all. */
  exposure?: { text: string; exposed: boolean } | null;
  selected: boolean;
  onSelect?: () => void;
}) {
  const name = unitLabel(unit, words.log);
  const down = unit.hp <= 0;
  return (
    <UnitRow name={name} className={clsx(down && styles.down)} aria-current={selected ? 'true' : undefined}>
      <div className={styles.name}>
        {onSelect && !down ? (
          <button type="button" className={styles.select} onClick={onSelect} aria-pressed={selected}>
            {name}
          </button>
        ) : (
          name
        )}
        {down && <span className={clsx('badge', styles.downBadge)}>{words.downed}</span>}
      </div>
      {down && unit.type === 'soldier' && <div className={styles.detail}>{words.kiaUnlessRevived}</div>}
      {detail && <div className={styles.detail}>{detail}</div>}
      {exposure && <div className={clsx(styles.exposure, exposure.exposed && styles.exposed)}>{exposure.text}</div>}
      <Meter label={words.hp} value={unit.hp} max={unit.maxHp} tone={hpTone(unit.hp, unit.maxHp)} />
      <Meter label={words.ap} value={unit.ap} max={unit.maxAp} tone="ap" />
    </UnitRow>
  );
}

export function UnitPanels({
  battle,
  words,
  onSelectUnit,
}: {
  battle: BattleState;
  words: BattleWords;
  onSelectUnit?(unitId: string): void;
}) {
  const theme = useTheme();
  const soldiers = battle.units.filter((u) => u.type === 'soldier');
  const hostiles = battle.units.filter((u) => u.type === 'enemy' && u.hp > 0);
  return (
    // Issue 35: on a desktop this column scrolls in its own height (BattleLayout), so a keyboard can reach
    // and scroll it even when no card is a button (after the battle).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keys
    <div className={styles.units} tabIndex={0}>
      <BattlePanel title={words.squadTitle} titleId="battle-squad-title">
        <UnitList className={styles.list}>
          {soldiers.map((unit) => (
            <UnitEntry
              key={unit.id}
              unit={unit}
              words={words}
              detail={fillTemplate(words.unitDetail, { rank: unit.rank ?? '', class: classWord(theme, unit.classId) })}
              exposure={exposureText(battle, unit, words)}
              selected={unit.id === battle.selectedUnitId}
              onSelect={onSelectUnit ? () => onSelectUnit(unit.id) : undefined}
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
              <UnitEntry
                key={unit.id}
                unit={unit}
                words={words}
                detail={
                  // Issue 24: the hostile's type in the universe's word; issue 35: and what it does.
                  unit.hostileType
                    ? `${words.hostileTypes[unit.hostileType].name}: ${words.hostileTypes[unit.hostileType].does}`
                    : null
                }
                selected={false}
              />
            ))}
          </UnitList>
        )}
      </BattlePanel>
    </div>
  );
}

/** The likeliest shot any hostile has at the soldier now (the engine's), worded; nothing for the fallen. */
function exposureText(
  battle: BattleState,
  unit: BattleUnit,
  words: BattleWords,
): { text: string; exposed: boolean } | null {
  if (unit.hp <= 0 || battle.status !== 'playing') return null;
  const worst = worstExposure(battle, unit.id);
  if (!worst) return { text: words.notExposed, exposed: false };
  const by = battle.units.find((u) => u.id === worst.shooterId);
  const text = fillTemplate(words.exposure, {
    chance: worst.chance,
    by: by ? unitLabel(by, words.log) : worst.shooterId,
  });
  return { text, exposed: true };
}
