import {
  ABILITY_BY_ID,
  CLASSES,
  type ClassDefinition,
  type ClassId,
  SKILL_BY_ID,
  type Soldier,
} from '@holdfast/engine';
import { abilityName, skillName } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { failureText } from '../../ui/action-feedback';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { notify } from '../../ui/Toaster';
import { StatGrid } from './SoldierFacts';
import styles from './SpecializeDialog.module.css';

interface SpecializeDialogProps {
  /** The soldier choosing a class; null keeps the dialog closed. */
  soldier: Soldier | null;
  onClose: () => void;
}

/** The four classes side by side with base stats, skills and abilities; choosing one dispatches `specialize`. */
export function SpecializeDialog({ soldier, onClose }: SpecializeDialogProps) {
  const theme = useTheme();
  const words = theme.squadScreen;
  const session = useCampaignSession();

  async function choose(classId: ClassId) {
    if (!soldier) return;
    const result = await session.dispatch({ type: 'specialize', soldierId: soldier.id, classId });
    if (result.ok) onClose();
    else notify(failureText(result, words.specializeFailed));
  }

  return (
    <Dialog
      open={soldier !== null}
      onOpenChange={(open) => !open && onClose()}
      title={words.specializeTitle}
      closeLabel={words.close}
      size="wide"
    >
      {soldier && (
        <div className={styles.specialize}>
          <p>{fillTemplate(words.specializeIntro, { name: soldier.name })}</p>
          <p className={styles.note}>{words.specializeNote}</p>
          <ul className={styles.classes}>
            {CLASSES.map((definition) => (
              <ClassOption
                key={definition.id}
                definition={definition}
                current={soldier.classId === definition.id}
                busy={session.pending}
                onChoose={() => void choose(definition.id)}
              />
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}

interface ClassOptionProps {
  definition: ClassDefinition;
  current: boolean;
  busy: boolean;
  onChoose: () => void;
}

function ClassOption({ definition, current, busy, onChoose }: ClassOptionProps) {
  const theme = useTheme();
  const words = theme.squadScreen;
  const name = words.classNames[definition.id];
  const headingId = `class-option-${definition.id}`;
  return (
    <li className={styles.option} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {name}
      </h3>
      <p className={styles.description}>{definition.description}</p>
      <StatGrid stats={definition.stats} columns={2} />
      <h4 className={styles.subtitle}>{words.skills}</h4>
      <ul className={styles.list}>
        {definition.skills.map((id) => {
          const skill = SKILL_BY_ID.get(id);
          return skill ? (
            <li key={id}>
              {skillName(theme, skill.id)}{' '}
              <span className="muted">{fillTemplate(words.xpRequired, { xp: skill.xpRequired })}</span>
            </li>
          ) : null;
        })}
      </ul>
      <h4 className={styles.subtitle}>{words.abilities}</h4>
      <ul className={styles.list}>
        {definition.abilities.map((slot) => {
          const ability = ABILITY_BY_ID.get(slot.abilityId);
          return ability ? (
            <li key={slot.abilityId}>
              {abilityName(theme, ability.id)}{' '}
              <span className="muted">{fillTemplate(words.xpRequired, { xp: slot.unlockAtXp })}</span>
            </li>
          ) : null;
        })}
      </ul>
      {current ? (
        <span className={clsx('badge', styles.current)}>{words.currentClass}</span>
      ) : (
        <Button variant="primary" className={clsx('btn--block', styles.choose)} disabled={busy} onClick={onChoose}>
          {fillTemplate(words.chooseClass, { class: name })}
        </Button>
      )}
    </li>
  );
}
