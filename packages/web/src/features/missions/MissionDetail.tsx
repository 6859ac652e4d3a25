import {
  allowedModes,
  type BattleForce,
  battleForceFor,
  deployableSoldiers,
  hostilesMet,
  KEY_MISSION_DEADLINE_DAY,
  KEY_MISSION_LAST_CHANCE_DAY,
  type MissionMode,
  type MissionTemplate,
  missionOdds,
  type Soldier,
  SUCCESS_CHANCE_MAX,
  SUCCESS_CHANCE_MIN,
  type SuccessChanceParts,
} from '@holdfast/engine';
import { projectedOdds } from '@holdfast/engine/projected-odds';
import { missionWords } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { formatNumber } from '../../ui/facility-text';
import { durationText, percentText } from '../../ui/mission-text';
import styles from './MissionDetail.module.css';
import { missedDeadline } from './missed';

interface MissionDetailProps {
  template: MissionTemplate;
  /** The mode being sent right now, while the deployment is on its way. */
  deploying: MissionMode | null;
  onDeploy: (mode: MissionMode, soldierIds: string[]) => void;
  onClose: () => void;
}

function soldierName(soldier: Soldier): string {
  return soldier.nickname ? `${soldier.name} "${soldier.nickname}"` : soldier.name;
}

/** A signed figure in percentage points, one decimal at most: '+11.2', '−10', '0'. */
function signedPoints(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded > 0) return `+${rounded}`;
  if (rounded < 0) return `−${-rounded}`;
  return '0';
}

/**
 * Where the shown success chance comes from (issue 26), each part as the engine computed it: the
 * mission's base, the squad term (an average, so a soldier below it lowers the chance), the
 * difficulty's shift and the clamp when it moved the result.
 */
function ChanceParts({ parts, squadSize }: { parts: SuccessChanceParts; squadSize: number }) {
  const theme = useTheme();
  const words = theme.missionPanel;
  return (
    <ul className={styles.parts} aria-label={words.oddsPartsTitle} data-testid="odds-parts">
      <li>
        <span>{words.oddsBase}</span>
        <span>{percentText(parts.base)}</span>
      </li>
      <li>
        <span>{fillTemplate(words.oddsSquad, { rating: parts.squadRating, n: squadSize })}</span>
        <span>{signedPoints(parts.squadTerm)}</span>
      </li>
      <li>
        <span>
          {fillTemplate(words.oddsDifficulty, { difficulty: theme.loadCampaign.difficulties[parts.difficulty] })}
        </span>
        <span>{signedPoints(parts.difficultyShift)}</span>
      </li>
      {parts.clamped && (
        <li>
          <span>
            {parts.clamped === 'max'
              ? fillTemplate(words.oddsCapped, { max: SUCCESS_CHANCE_MAX })
              : fillTemplate(words.oddsFloored, { min: SUCCESS_CHANCE_MIN })}
          </span>
          <span>{percentText(parts.chance)}</span>
        </li>
      )}
    </ul>
  );
}

/** A signed whole number: '+2', '−1', '0'. */
function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0';
}

/**
 * Issue 23: a fought mission's honest odds — how often this squad wins against the force it would
 * meet today, worded as an estimate with its margin — and that force. Issue 34: the engine's closed
 * form (one battle set-up, well under a millisecond), computed in place: no worker, no wait.
 */
function ProjectedOddsView({
  template,
  soldierIds,
  force,
}: {
  template: MissionTemplate;
  soldierIds: string[];
  force: BattleForce;
}) {
  const theme = useTheme();
  const words = theme.missionPanel;
  const { state } = useCampaignSession();
  const odds = projectedOdds(state, template.id, soldierIds);
  const count = hostilesMet(template, force);
  const usual = force.hostileHp === 0 && force.hostileAim === 0;
  return (
    <div className={styles.projection} data-testid="projected-odds">
      <p className={clsx('muted', styles.note)} data-testid="enemy-force">
        {usual
          ? fillTemplate(words.oddsForceUsual, { count })
          : fillTemplate(words.oddsForce, { count, hp: signed(force.hostileHp), aim: signed(force.hostileAim) })}
      </p>
      {odds && (
        <>
          <dl className={styles.oddsGrid}>
            <div>
              <dt>{words.oddsProjected}</dt>
              <dd data-testid="odds-projected">
                {fillTemplate(words.oddsProjectedValue, { percent: odds.percent, margin: odds.margin })}
              </dd>
            </div>
          </dl>
          <p className={clsx('muted', styles.note)}>
            {fillTemplate(words.oddsProjectedNote, {
              percent: odds.percent,
              margin: odds.margin,
              battles: formatNumber(odds.battles),
            })}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The selected mission's detail view (spec §2, §5): a squad picker of the soldiers the engine says
 * can go, held between minSquad and maxSquad, the odds the engine computes for exactly this squad,
 * and the deploy buttons the tier allows.
 */
export function MissionDetail({ template, deploying, onDeploy, onClose }: MissionDetailProps) {
  const theme = useTheme();
  const words = theme.missionPanel;
  const text = missionWords(theme, template.id);
  const { state, pending } = useCampaignSession();
  const ids = useId();
  const [chosen, setChosen] = useState<string[]>([]);

  const candidates = deployableSoldiers(state);
  // A soldier who stopped being deployable (wounded by an event, sent elsewhere) drops out.
  const selected = chosen.filter((id) => candidates.some((soldier) => soldier.id === id));
  const { minSquad, maxSquad } = template.requirements;
  const full = selected.length >= maxSquad;
  const tooFew = selected.length < minSquad;
  const odds = selected.length > 0 ? missionOdds(state, template.id, selected) : null;
  const fought = allowedModes(template).includes('manual');
  // A fight-only mission shows its projection alone: the auto-resolve formula says nothing of a
  // battle it never decides (issue 23: on easy a green squad read 69% and lost the battle).
  const autoResolvable = allowedModes(template).includes('auto');
  // Issue 34: a missed key mission's last chance (chapters 1–2) is the day that matters now.
  const missed = missedDeadline(state, template) !== null;
  const lastChance = template.chapter !== undefined ? KEY_MISSION_LAST_CHANCE_DAY[template.chapter] : undefined;
  const deadline =
    template.keyMission && template.chapter !== undefined
      ? missed && lastChance !== undefined
        ? lastChance
        : KEY_MISSION_DEADLINE_DAY[template.chapter]
      : null;
  const finalDeadline = template.chapter === 4 || (missed && lastChance !== undefined);
  const busy = deploying !== null || pending;

  function toggle(soldierId: string) {
    setChosen((was) => {
      const current = was.filter((id) => candidates.some((soldier) => soldier.id === id));
      if (current.includes(soldierId)) return current.filter((id) => id !== soldierId);
      if (current.length >= maxSquad) return current;
      return [...current, soldierId];
    });
  }

  return (
    <section className={clsx('panel', styles.detail)} aria-label={fillTemplate(words.detailLabel, { name: text.name })}>
      <header className="panel-header">
        <div>
          <h3 className={styles.title}>
            <span aria-hidden="true">{template.icon} </span>
            {text.name}
          </h3>
          <p className={clsx('muted', styles.note)}>
            {words.location}: {text.location} · {words.duration}: {durationText(words, template.durationDays)}
          </p>
          {deadline !== null && (
            <p className={styles.note} data-testid="key-deadline">
              {fillTemplate(finalDeadline ? words.keyDeadlineFinal : words.keyDeadline, { day: deadline })}
            </p>
          )}
        </div>
        <Button variant="ghost" className="btn--small" onClick={onClose}>
          {words.close}
        </Button>
      </header>
      <p>{text.description}</p>
      <div>
        <h4 className="kicker">{words.objectives}</h4>
        <ul className={styles.objectives}>
          {text.objectives.map((objective) => (
            <li key={objective}>{objective}</li>
          ))}
        </ul>
      </div>

      <div className={styles.columns}>
        <fieldset className={styles.picker}>
          <legend className="kicker">
            {words.squadPicker}{' '}
            <span className={styles.count} aria-live="polite">
              {fillTemplate(words.selectedCount, { n: selected.length, max: maxSquad })}
            </span>
          </legend>
          {candidates.length === 0 ? (
            <p className={clsx('muted', styles.note)}>{words.noDeployable}</p>
          ) : (
            <ul className={styles.list}>
              {candidates.map((soldier) => {
                const checked = selected.includes(soldier.id);
                const lineId = `${ids}-${soldier.id}`;
                const nameId = `${lineId}-name`;
                return (
                  <li key={soldier.id}>
                    <label className={styles.row}>
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && full}
                        aria-labelledby={nameId}
                        aria-describedby={lineId}
                        onChange={() => toggle(soldier.id)}
                      />
                      <span id={nameId} className={styles.name}>
                        {soldierName(soldier)}
                      </span>
                      <span id={lineId} className={styles.line}>
                        {fillTemplate(words.soldierLine, {
                          rank: soldier.rank,
                          class: soldier.classId
                            ? theme.squadScreen.classNames[soldier.classId]
                            : theme.squadScreen.noClass,
                          health: soldier.health,
                          maxHealth: soldier.maxHealth,
                        })}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          {full && <p className={styles.hint}>{fillTemplate(words.squadFull, { max: maxSquad })}</p>}
        </fieldset>

        <section className={styles.odds} aria-label={words.oddsTitle}>
          <h4 className="kicker">{words.oddsTitle}</h4>
          {odds && autoResolvable ? (
            <dl className={styles.oddsGrid}>
              <div>
                <dt>{words.oddsSuccess}</dt>
                <dd data-testid="odds-success">{percentText(odds.successChance)}</dd>
              </div>
              <div>
                <dt>{words.oddsCasualties}</dt>
                <dd data-testid="odds-casualties">{odds.expectedCasualties}</dd>
              </div>
              <div>
                <dt>{words.oddsCasualtyChance}</dt>
                <dd>{percentText(odds.casualtyChance)}</dd>
              </div>
            </dl>
          ) : null}
          {odds ? (
            autoResolvable && <ChanceParts parts={odds.successParts} squadSize={selected.length} />
          ) : (
            <p className={clsx('muted', styles.note)}>{words.oddsEmpty}</p>
          )}
          {odds && fought && (
            <ProjectedOddsView template={template} soldierIds={selected} force={battleForceFor(state)} />
          )}
          {odds && fought && autoResolvable && (
            <p className={clsx('muted', styles.note)} data-testid="odds-modes">
              {words.oddsModesNote}
            </p>
          )}
        </section>
      </div>

      {/* What each mode costs in time (issue 26, GAME_RULES "Fought missions"). */}
      <ul className={styles.modeTimes} data-testid="mode-times">
        {allowedModes(template).map((mode) => (
          <li key={mode}>
            {mode === 'auto'
              ? fillTemplate(words.autoTime, { duration: durationText(words, template.durationDays) })
              : words.manualTime}
          </li>
        ))}
      </ul>
      <footer className={styles.actions}>
        {tooFew && (
          <p id={`${ids}-need`} className={styles.hint} role="note">
            {minSquad === 1 ? words.needOne : fillTemplate(words.needMore, { min: minSquad })}
          </p>
        )}
        {allowedModes(template).map((mode) => (
          <Button
            key={mode}
            variant={mode === 'auto' ? 'primary' : 'secondary'}
            disabled={tooFew || busy}
            aria-describedby={tooFew ? `${ids}-need` : undefined}
            onClick={() => onDeploy(mode, selected)}
          >
            {deploying === mode ? words.deploying : mode === 'auto' ? words.deployAuto : words.deployManual}
          </Button>
        ))}
      </footer>
    </section>
  );
}
