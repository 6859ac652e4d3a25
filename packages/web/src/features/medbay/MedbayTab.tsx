import { availableSoldiers, baseDailyHealing, isFacilityComplete } from '@holdfast/engine';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { HealthBar } from '../../ui/HealthBar';
import { medbayHealthTone } from '../../ui/soldier-display';
import { WoundedCard } from './WoundedCard';
import './medbay.css';

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
    <section className="medbay" aria-labelledby="medbay-title">
      <h2 id="medbay-title" className="medbay__title">
        {theme.facilities.medbay}
      </h2>
      <section className="panel medbay__operations" aria-labelledby="medbay-operations">
        <h3 id="medbay-operations" className="medbay__heading">
          {words.operationsTitle}
        </h3>
        <dl className="medbay__figures">
          <div>
            <dt>{words.medbaysActive}</dt>
            <dd>{activeMedbays}</dd>
          </div>
          <div>
            <dt>{words.dailyHealing}</dt>
            <dd>{fillTemplate(words.dailyHealingValue, { amount: baseDailyHealing(state) })}</dd>
          </div>
          <div>
            <dt>{words.woundedCount}</dt>
            <dd>{wounded.length}</dd>
          </div>
        </dl>
        {activeMedbays === 0 && (
          <p className="muted">{fillTemplate(words.noMedbay, { facility: theme.facilities.medbay })}</p>
        )}
        <p className="muted">{words.deployNote}</p>
      </section>
      <div className="medbay__lists">
        <section className="panel" aria-labelledby="medbay-wounded">
          <h3 id="medbay-wounded" className="medbay__heading">
            {words.woundedTitle}
          </h3>
          {wounded.length === 0 ? (
            <p className="muted">{words.noWounded}</p>
          ) : (
            <ul className="medbay__list" aria-labelledby="medbay-wounded">
              {wounded.map((soldier) => (
                <WoundedCard key={soldier.id} soldier={soldier} />
              ))}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="medbay-ready">
          <h3 id="medbay-ready" className="medbay__heading">
            {words.readyTitle}
          </h3>
          {ready.length === 0 ? (
            <p className="muted">{words.noReady}</p>
          ) : (
            <ul className="medbay__list" aria-labelledby="medbay-ready">
              {ready.map((soldier) => (
                <li key={soldier.id} className="medbay-patient" aria-label={soldier.name}>
                  <div className="medbay-patient__who">
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
