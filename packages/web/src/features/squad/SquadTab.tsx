import { CLASS_IDS, type GameState, recruitCost, type Soldier } from '@holdfast/engine';
import { useState } from 'react';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { notify } from '../../ui/Toaster';
import { useCampaignSession } from '../base/campaign-session';
import { failureText } from './action-feedback';
import { SoldierCard } from './SoldierCard';
import { SoldierProfile } from './SoldierProfile';
import { SpecializeDialog } from './SpecializeDialog';
import { SquadSummary } from './SquadSummary';
import { engineAllows } from './soldier-display';
import './squad.css';

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

  async function recruit() {
    const result = await session.dispatch({ type: 'recruit' });
    if (!result.ok) notify(failureText(result, words.recruitFailed));
  }

  const cost = fillTemplate(words.cost, {
    amount: numberFormat.format(recruitCost()),
    resource: theme.resources.funds,
  });

  return (
    <section className="squad" aria-labelledby="squad-title">
      <header className="squad__header">
        <h2 id="squad-title" className="squad__title">
          {theme.squad.title}
        </h2>
        <Button variant="primary" className="squad__recruit" disabled={session.pending} onClick={() => void recruit()}>
          <span>{theme.squad.recruit}</span>
          <span className="squad__cost">{cost}</span>
        </Button>
      </header>
      <SquadSummary squad={state.squad} />
      {state.squad.length === 0 ? (
        <p className="panel muted">{words.emptyRoster}</p>
      ) : (
        <ul className="roster" aria-label={words.rosterLabel}>
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
