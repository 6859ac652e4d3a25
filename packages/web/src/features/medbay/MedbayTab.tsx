import { availableSoldiers, baseDailyHealing, isFacilityComplete } from '@holdfast/engine';
import clsx from 'clsx';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Fact } from '../../ui/Fact';
import { HealthBar } from '../../ui/HealthBar';
import { medbayHealthTone } from '../../ui/soldier-display';
import styles from './MedbayTab.module.css';
import { WoundedCard } from './WoundedCard';

/**
 * The medbay tab (spec §2): the wounded with their heal buttons, the combat-ready soldiers and the
 * medbays' daily work. Who counts as combat ready is the engine's deployable list.
 */
export function MedbayTab() {
  const theme = useTheme();
  const words = theme.medbayScreen;
  const { state } = useCampaignSession();
  const wounded = state.squad.filter((soldier) => soldier.status !== 'KIA' && soldier.health < soldier.maxHealth);
  const ready = availableSoldiers(state);
  const activeMedbays = state.facilities.filter(
    (facility) => facility.type === 'medbay' && isFacilityComplete(facility),
  ).length;

  return (
    <section className={styles.medbay} aria-labelledby="medbay-title">
      <h2 id="medbay-title" className="tab-title">
        {theme.facilities.medbay}
      </h2>
      <section className={clsx('panel', styles.operations)} aria-labelledby="medbay-operations">
        <h3 id="medbay-operations" className="section-title">
          {words.operationsTitle}
        </h3>
        <dl className={styles.figures}>
          <Fact tile label={words.medbaysActive}>
            {activeMedbays}
          </Fact>
          <Fact tile label={words.dailyHealing}>
            {fillTemplate(words.dailyHealingValue, { amount: baseDailyHealing(state) })}
          </Fact>
          <Fact tile label={words.woundedCount}>
            {wounded.length}
          </Fact>
        </dl>
        {activeMedbays === 0 && (
          <p className="muted">{fillTemplate(words.noMedbay, { facility: theme.facilities.medbay })}</p>
        )}
        <p className="muted">{words.deployNote}</p>
      </section>
      <div className={styles.lists}>
        <section className="panel" aria-labelledby="medbay-wounded">
          <h3 id="medbay-wounded" className="section-title">
            {words.woundedTitle}
          </h3>
          {wounded.length === 0 ? (
            <p className="muted">{words.noWounded}</p>
          ) : (
            <ul className={styles.list} aria-labelledby="medbay-wounded">
              {wounded.map((soldier) => (
                <WoundedCard key={soldier.id} soldier={soldier} />
              ))}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="medbay-ready">
          <h3 id="medbay-ready" className="section-title">
            {words.readyTitle}
          </h3>
          {ready.length === 0 ? (
            <p className="muted">{words.noReady}</p>
          ) : (
            <ul className={styles.list} aria-labelledby="medbay-ready">
              {ready.map((soldier) => (
                <li key={soldier.id} className={styles.patient} aria-label={soldier.name}>
                  <div className={styles.who}>
                    <strong>{soldier.name}</strong>
                    <span className="muted">{soldier.rank}</span>
                  </div>
                  <HealthBar
                    health={soldier.health}
                    maxHealth={soldier.maxHealth}
                    tone={medbayHealthTone(soldier.health, soldier.maxHealth)}
                    label={words.health}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
