import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { rosterHealthTone } from '../../ui/soldier-display';
import { type BriefingSoldier, loadoutItems } from './briefing-view';

function Stat({ label, value }: { label: string; value: number | null }) {
  return (
    <span className="loadout-stat">
      <span className="loadout-stat__label">{label}</span>
      <span className="loadout-stat__value">{value ?? '—'}</span>
    </span>
  );
}

/**
 * The briefing's deployment roster (spec §2): each soldier with an equipment loadout — primary
 * weapon, body armor, utility item — and the stats damage, accuracy, defense and mobility from the
 * engine's equipment tables.
 */
export function BriefingRoster({ squad }: { squad: readonly BriefingSoldier[] }) {
  const theme = useTheme();
  const words = theme.missionBriefing;
  return (
    <section className="panel briefing-roster" aria-labelledby="briefing-roster-title">
      <h2 id="briefing-roster-title" className="briefing__heading">
        {words.rosterTitle}
      </h2>
      <ul className="briefing-roster__list">
        {squad.map((soldier) => {
          const items = loadoutItems(soldier.loadout);
          const percent = soldier.maxHealth > 0 ? Math.round((soldier.health / soldier.maxHealth) * 100) : 0;
          return (
            <li key={soldier.id} className="roster-soldier" aria-label={soldier.name}>
              <div className="roster-soldier__head">
                <span className="roster-soldier__name">{soldier.name}</span>
                <span className="roster-soldier__rank">
                  {fillTemplate(words.rankAndClass, {
                    rank: soldier.rank,
                    class: soldier.classId ? theme.squadScreen.classNames[soldier.classId] : words.noClass,
                  })}
                </span>
              </div>
              <div className="roster-soldier__health">
                <span className="loadout-stat__label">{words.health}</span>
                <span className="roster-soldier__bar" aria-hidden="true">
                  <span
                    style={{ width: `${percent}%` }}
                    data-level={rosterHealthTone(soldier.health, soldier.maxHealth)}
                  />
                </span>
                <span className="loadout-stat__value">
                  {soldier.health}/{soldier.maxHealth}
                </span>
              </div>
              <dl className="roster-loadout" aria-label={fillTemplate(words.loadoutOf, { name: soldier.name })}>
                <div className="roster-loadout__item">
                  <dt>{words.weapon}</dt>
                  <dd>
                    <span className="roster-loadout__name">{items.weapon.name}</span>
                    <Stat label={words.damage} value={items.weapon.damage} />
                    <Stat label={words.accuracy} value={items.weapon.accuracy} />
                  </dd>
                </div>
                <div className="roster-loadout__item">
                  <dt>{words.armor}</dt>
                  <dd>
                    <span className="roster-loadout__name">{items.armor.name}</span>
                    <Stat label={words.defense} value={items.armor.defense} />
                    <Stat label={words.mobility} value={items.armor.mobility} />
                  </dd>
                </div>
                <div className="roster-loadout__item">
                  <dt>{words.utility}</dt>
                  <dd>
                    <span className="roster-loadout__name" title={items.utility.description ?? undefined}>
                      {items.utility.name}
                    </span>
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
