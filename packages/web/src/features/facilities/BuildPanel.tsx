import { buildOptions, shortfall } from '@holdfast/engine';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { buildFailureMessage, facilityEffects, formatNumber, refusalText, resourceList } from '../../ui/facility-text';
import { notify } from '../../ui/Toaster';
import { counted, type Slot } from './BaseGrid';
import styles from './FacilityPanel.module.css';

interface BuildPanelProps {
  slot: Slot;
  onClose: () => void;
}

/**
 * The build panel of an empty slot: every facility with its cost, power draw, build time and what it
 * gives. The engine decides (`buildOptions`); a refused BUILD shows the spec's alert and changes nothing.
 */
export function BuildPanel({ slot, onClose }: BuildPanelProps) {
  const theme = useTheme();
  const words = theme.facilityPanel;
  const { state, dispatch, pending } = useCampaignSession();
  const options = buildOptions(state, slot.row, slot.col);

  async function build(facilityType: (typeof options)[number]['definition']['type']) {
    const result = await dispatch({ type: 'buildFacility', row: slot.row, col: slot.col, facilityType });
    if (!result.ok) notify(buildFailureMessage(theme, result));
  }

  const titleId = `build-title-${slot.row}-${slot.col}`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className="panel-header">
        <div>
          <h2 id={titleId} className={styles.title}>
            {words.buildTitle}
          </h2>
          <p className={styles.subtitle}>{fillTemplate(words.position, counted(slot.row, slot.col))}</p>
        </div>
        <Button variant="ghost" onClick={onClose} aria-label={words.close}>
          ×
        </Button>
      </header>
      <ul className={styles.options}>
        {options.map(({ definition, allowed, refusal }) => {
          const name = theme.facilities[definition.type];
          const reasonId = `build-reason-${slot.row}-${slot.col}-${definition.type}`;
          const why =
            refusal && refusalText(theme, words.needMore, refusal, shortfall(state.resources, definition.cost));
          return (
            <li key={definition.type} className={styles.option} data-allowed={allowed} aria-label={name}>
              <div className={styles.head}>
                <h3 className={styles.name}>{name}</h3>
                <Button
                  variant={allowed ? 'primary' : 'secondary'}
                  onClick={() => void build(definition.type)}
                  disabled={pending || !allowed}
                  aria-label={fillTemplate(words.buildNamed, { build: words.build, name })}
                  aria-describedby={why ? reasonId : undefined}
                >
                  {words.build}
                </Button>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{words.cost}</dt>
                  <dd>{resourceList(theme, definition.cost)}</dd>
                </div>
                <div>
                  <dt>{words.powerDraw}</dt>
                  <dd>
                    {formatNumber(definition.powerDraw)} {theme.resources.power}
                  </dd>
                </div>
                <div>
                  <dt>{words.buildDays}</dt>
                  <dd>
                    {definition.constructionDays === 1
                      ? theme.researchPanel.day
                      : fillTemplate(theme.researchPanel.days, { n: definition.constructionDays })}
                  </dd>
                </div>
                <div>
                  <dt>{words.gives}</dt>
                  <dd>
                    {facilityEffects(theme, definition).map((line) => (
                      <span key={line} className={styles.effect}>
                        {line}
                      </span>
                    ))}
                  </dd>
                </div>
              </dl>
              {why && (
                <p id={reasonId} className={styles.reason}>
                  {why}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
