import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { rosterHealthTone } from '../../ui/soldier-display';
import styles from './BriefingRoster.module.css';
import { type BriefingSoldier, loadoutItems } from './briefing-view';

function Stat({ label, value }: { label: string; value: number | null }) {
  return (
    <span className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{value ?? '—'}</span>
    </span>
  );
}

/**
 * The briefing's deployment roster (spec §2): each soldier with an equipment loadout — primary
 * weapon, body armor, utility item — and the stats damage, accuracy, defense and mobility from the
 * engine's equipment tables.
 */
export function BriefingRoster({ squad, inBattle = false }: { squad: readonly BriefingSoldier[]; inBattle?: boolean }) {
  const theme = useTheme();
  const words = theme.missionBriefing;
  return (
    <ul className={styles.list}>
      {squad.map((soldier) => {
        const items = loadoutItems(theme, soldier.loadout);
        const percent = soldier.maxHealth > 0 ? Math.round((soldier.health / soldier.maxHealth) * 100) : 0;
        return (
          <li key={soldier.id} className={styles.soldier} aria-label={soldier.name}>
            <div className={styles.head}>
              <span className={styles.name}>{soldier.name}</span>
              <span className={styles.rank}>
                {fillTemplate(words.rankAndClass, {
                  rank: soldier.rank,
                  class: soldier.classId ? theme.squadScreen.classNames[soldier.classId] : words.noClass,
                })}
              </span>
            </div>
            {/* A battle under way has its own health figures: the deployment's would be stale (issue 35). */}
            <div className={styles.health}>
              <span className={styles.statLabel}>{words.health}</span>
              {inBattle ? (
                <span className={styles.statValue}>{words.healthInBattle}</span>
              ) : (
                <>
                  <span className={styles.bar} aria-hidden="true">
                    <span
                      style={{ width: `${percent}%` }}
                      data-tone={rosterHealthTone(soldier.health, soldier.maxHealth)}
                    />
                  </span>
                  <span className={styles.statValue}>
                    {soldier.health}/{soldier.maxHealth}
                  </span>
                </>
              )}
            </div>
            <dl className={styles.loadout} aria-label={fillTemplate(words.loadoutOf, { name: soldier.name })}>
              <div>
                <dt className="fact-label">{words.weapon}</dt>
                <dd>
                  <span className={styles.itemName}>{items.weapon.name ?? words.emptySlot}</span>
                  <Stat label={words.damage} value={items.weapon.damage} />
                  <Stat label={words.accuracy} value={items.weapon.accuracy} />
                </dd>
              </div>
              <div>
                <dt className="fact-label">{words.armor}</dt>
                <dd>
                  <span className={styles.itemName}>{items.armor.name ?? words.emptySlot}</span>
                  <Stat label={words.defense} value={items.armor.defense} />
                  <Stat label={words.mobility} value={items.armor.mobility} />
                </dd>
              </div>
              <div>
                <dt className="fact-label">{words.utility}</dt>
                <dd>
                  <span className={styles.itemName} title={items.utility.description ?? undefined}>
                    {items.utility.name ?? words.emptySlot}
                  </span>
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
