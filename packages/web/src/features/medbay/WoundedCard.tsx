import { dailyHealingParts, healCost, healRefusal, type Soldier, shortfall } from '@holdfast/engine';
import { useEffect, useId, useRef, useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { failureText } from '../../ui/action-feedback';
import { Button } from '../../ui/Button';
import { refusalText } from '../../ui/facility-text';
import { HealthBar } from '../../ui/HealthBar';
import { SoldierStatus } from '../../ui/SoldierStatus';
import { medbayHealthTone } from '../../ui/soldier-display';
import { notify } from '../../ui/Toaster';
import styles from './MedbayTab.module.css';

/** The spec's treatment time: the heal lands one second after the click (spec §9). */
export const HEAL_DELAY_MS = 1000;

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * One wounded soldier with a HEAL button showing the engine's price. The heal is sent after the
 * delay; nothing is charged unless the engine accepts it, so a refusal or failure costs nothing.
 */
export function WoundedCard({ soldier }: { soldier: Soldier }) {
  const theme = useTheme();
  const words = theme.medbayScreen;
  const session = useCampaignSession();
  const [healing, setHealing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const costId = useId();
  const cost = healCost(session.state, soldier);
  // The figure the day step heals, with its parts when the soldier's own kit or skills add to the base.
  const healingParts = dailyHealingParts(session.state, soldier);
  // The engine says before the click whether HEAL would be refused; the card says why.
  const refusal = healRefusal(session.state, soldier);
  const reason = refusal && refusalText(theme, words.needMore, refusal, shortfall(session.state.resources, cost));
  const reasonId = useId();

  // Leaving the tab mid-treatment cancels it rather than healing someone off screen.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Read at send time, so the heal goes through the session as it is after the delay.
  const dispatchRef = useRef(session.dispatch);
  dispatchRef.current = session.dispatch;

  function startHealing() {
    setHealing(true);
    timer.current = setTimeout(async () => {
      timer.current = null;
      const result = await dispatchRef.current({ type: 'heal', soldierId: soldier.id });
      setHealing(false);
      if (!result.ok) notify(failureText(result, words.healFailed));
    }, HEAL_DELAY_MS);
  }

  return (
    <li className={styles.patient} aria-label={soldier.name} data-soldier-id={soldier.id}>
      <div className={styles.who}>
        <strong>{soldier.name}</strong>
        <span className="muted">{soldier.rank}</span>
        <SoldierStatus status={soldier.status} className={styles.status} />
        <span className="muted" data-testid="daily-healing">
          {fillTemplate(words.dailyHealingValue, { amount: healingParts.total })}
          {healingParts.own !== 0 &&
            ` ${fillTemplate(words.dailyHealingParts, { base: healingParts.base, own: healingParts.own })}`}
        </span>
      </div>
      <HealthBar
        health={soldier.health}
        maxHealth={soldier.maxHealth}
        tone={medbayHealthTone(soldier.health, soldier.maxHealth)}
        label={words.health}
      />
      <div className={styles.treat}>
        <span id={costId} className={styles.cost}>
          {fillTemplate(words.healAmount, { amount: cost.amount })} ·{' '}
          {fillTemplate(words.healCost, {
            funds: numberFormat.format(cost.funds),
            fundsLabel: theme.resources.funds,
            supplies: numberFormat.format(cost.supplies),
            suppliesLabel: theme.resources.supplies,
          })}
        </span>
        <Button
          variant="primary"
          className="btn--small"
          aria-label={fillTemplate(words.healLabel, { name: soldier.name })}
          aria-describedby={reason ? `${costId} ${reasonId}` : costId}
          aria-busy={healing}
          disabled={healing || refusal !== null}
          onClick={startHealing}
        >
          {healing ? words.healing : words.heal}
        </Button>
        {reason && (
          <span id={reasonId} className={styles.reason}>
            {reason}
          </span>
        )}
      </div>
    </li>
  );
}
