import { CLASS_IDS, type GameState, recruitCost, type Soldier, shortfall } from '@holdfast/engine';
import { wordReportEntry } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { failureText } from '../../ui/action-feedback';
import { Button } from '../../ui/Button';
import { refusalText } from '../../ui/facility-text';
import { engineAllows, engineRefusal } from '../../ui/soldier-display';
import { notify } from '../../ui/Toaster';
import { SoldierCard } from './SoldierCard';
import { SoldierProfile } from './SoldierProfile';
import { SpecializeDialog } from './SpecializeDialog';
import { SquadSummary } from './SquadSummary';
import styles from './SquadTab.module.css';

const numberFormat = new Intl.NumberFormat('en-US');

/** The engine would let this soldier take some class now (rank, status and current class all count). */
function canTakeAnyClass(state: GameState, soldier: Soldier): boolean {
  return CLASS_IDS.some((classId) => engineAllows(state, { type: 'specialize', soldierId: soldier.id, classId }));
}

/**
 * The squad tab (spec §2): recruit, summary by status, the roster, and the specialisation and
 * profile dialogs. Dialogs hold a soldier id and read the soldier from the live state, so they
 * show every change the moment the engine accepts it.
 */
export function SquadTab() {
  const theme = useTheme();
  const words = theme.squadScreen;
  const session = useCampaignSession();
  const { state } = session;
  const [profileId, setProfileId] = useState<string | null>(null);
  const [specializingId, setSpecializingId] = useState<string | null>(null);
  const find = (id: string | null) => (id ? (state.squad.find((soldier) => soldier.id === id) ?? null) : null);

  // Confirmed beside the button the player pressed: the engine's fact, in the theme's words. It is
  // news of the day it happened on: the next day clears it (issue 26 item 18).
  const [recruitedNews, setRecruited] = useState<{ text: string; day: number } | null>(null);
  const recruited = recruitedNews?.day === state.day ? recruitedNews.text : null;
  async function recruit() {
    setRecruited(null);
    const result = await session.dispatch({ type: 'recruit' });
    if (!result.ok) {
      notify(failureText(result, words.recruitFailed));
      return;
    }
    const fact = result.report.entries.find((entry) => entry.kind === 'recruit');
    if (fact) setRecruited({ text: wordReportEntry(theme, fact).text, day: state.day });
  }
  // The engine says before the click whether RECRUIT would be refused; the header says why.
  const refusal = engineRefusal(state, { type: 'recruit' });
  const reasonId = useId();

  const cost = fillTemplate(words.cost, {
    amount: numberFormat.format(recruitCost(state)),
    resource: theme.resources.funds,
  });

  return (
    <section className={styles.squad} aria-labelledby="squad-title">
      <header className="tab-header">
        <h2 id="squad-title" className="tab-title">
          {theme.squad.title}
        </h2>
        <div className={styles.recruitBox}>
          <Button
            variant="primary"
            className={styles.recruit}
            disabled={session.pending || refusal !== null}
            aria-describedby={refusal ? reasonId : undefined}
            onClick={() => void recruit()}
          >
            <span>{theme.squad.recruit}</span>
            <span className={styles.cost}>{cost}</span>
          </Button>
          {refusal && (
            <span id={reasonId} className={styles.recruitReason}>
              {refusalText(
                theme,
                theme.facilityPanel.needMore,
                refusal,
                shortfall(state.resources, { funds: recruitCost(state) }),
              )}
            </span>
          )}
          {/* Empty until a recruit arrives: the status region stays for screen readers, out of the layout. */}
          <span className={clsx(styles.recruitDone, !recruited && 'visually-hidden')} role="status">
            {recruited}
          </span>
        </div>
      </header>
      <SquadSummary squad={state.squad} />
      {state.squad.length === 0 ? (
        <p className="panel muted">{words.emptyRoster}</p>
      ) : (
        <ul className={styles.roster} aria-label={words.rosterLabel}>
          {state.squad.map((soldier) => (
            <SoldierCard
              key={soldier.id}
              soldier={soldier}
              canSpecialize={canTakeAnyClass(state, soldier)}
              onOpenProfile={() => setProfileId(soldier.id)}
              onSpecialize={() => setSpecializingId(soldier.id)}
            />
          ))}
        </ul>
      )}
      <SpecializeDialog soldier={find(specializingId)} onClose={() => setSpecializingId(null)} />
      <SoldierProfile soldier={find(profileId)} onClose={() => setProfileId(null)} />
    </section>
  );
}
