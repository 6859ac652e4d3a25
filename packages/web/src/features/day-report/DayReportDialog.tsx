import type { ActionReport, MissionDebrief, ReportEntry } from '@holdfast/engine';
import { missionWords, skillName, wordReportEntry } from '@holdfast/engine/themes';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { battleWords } from '../../ui/battle-words';
import { Dialog } from '../../ui/Dialog';
import { formatNumber } from '../../ui/facility-text';
import { rewardLines } from '../../ui/mission-text';
import { ResourceChanges } from '../../ui/ResourceChanges';
import styles from './DayReportDialog.module.css';
import { economyLines, reportSections } from './day-report-sections';

interface DayReportDialogProps {
  /** The report of the day just advanced; null keeps the dialog closed. */
  report: ActionReport | null;
  onClose: () => void;
}

/**
 * A mission's result as the report opens with it: verdict, the spec's line ('{name} has been
 * completed successfully' / 'has failed', in the universe's words), each soldier's fate, then the rewards.
 */
function Debrief({ debrief, entry }: { debrief: MissionDebrief; entry: ReportEntry }) {
  const theme = useTheme();
  const line = wordReportEntry(theme, entry).text;
  const words = theme.dayReport.debrief;
  const battle = battleWords(theme.id);
  const mission = missionWords(theme, debrief.templateId).name;
  const rewards = rewardLines(theme, debrief.rewards, theme.missionPanel);
  return (
    <li className={styles.entry} data-kind={debrief.success ? 'mission_success' : 'mission_failed'}>
      <strong className={styles.entryTitle}>
        {fillTemplate(words.title, { verdict: debrief.success ? battle.successTitle : battle.failedTitle, mission })}
      </strong>
      <span className={styles.entryText}>{line}</span>
      <ul className={styles.squad} aria-label={fillTemplate(words.squadOf, { mission })}>
        {debrief.soldiers.map((soldier) => {
          const facts = soldier.killed
            ? [theme.squad.statuses.KIA]
            : [
                soldier.damage > 0
                  ? fillTemplate(words.wounded, {
                      status: theme.squad.statuses.Wounded,
                      damage: soldier.damage,
                      health: soldier.health,
                      maxHealth: soldier.maxHealth,
                    })
                  : words.unhurt,
                fillTemplate(words.xp, { xp: formatNumber(soldier.xp) }),
                ...(soldier.promotedTo ? [fillTemplate(words.promoted, { rank: soldier.promotedTo })] : []),
                ...soldier.skillsLearned.map((id) => fillTemplate(words.skill, { skill: skillName(theme, id) })),
              ];
          return (
            <li key={soldier.soldierId} className={styles.soldier} data-killed={soldier.killed}>
              <span>{fillTemplate(words.soldier, { rank: soldier.rank, name: soldier.name })}</span>
              <span className="muted">{facts.join(' · ')}</span>
            </li>
          );
        })}
      </ul>
      {rewards.length > 0 && (
        <p className={styles.rewards}>
          {fillTemplate(words.rewards, {
            list: rewards
              .map((line) => fillTemplate(words.reward, { amount: formatNumber(line.amount), resource: line.label }))
              .join(', '),
          })}
        </p>
      )}
    </li>
  );
}

/** The day's income and upkeep, one row per resource. */
function Economy({ entries }: { entries: readonly ReportEntry[] }) {
  const theme = useTheme();
  const words = theme.dayReport.economy;
  const signed = (n: number) => (n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(-n)}` : '0');
  return (
    <table className={styles.economy}>
      <thead>
        <tr>
          <th scope="col">{words.resource}</th>
          <th scope="col">{words.income}</th>
          <th scope="col">{words.upkeep}</th>
          <th scope="col">{words.net}</th>
        </tr>
      </thead>
      <tbody>
        {economyLines(entries).map((line) => (
          <tr key={line.resource} data-resource={line.resource}>
            <th scope="row">{theme.resources[line.resource]}</th>
            <td>{signed(line.income)}</td>
            <td>{signed(-line.upkeep)}</td>
            <td>{signed(line.net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One entry, worded by the campaign's theme (the engine sends facts). */
function Entry({ entry }: { entry: ReportEntry }) {
  const theme = useTheme();
  if (entry.debrief) return <Debrief debrief={entry.debrief} entry={entry} />;
  const { title, text } = wordReportEntry(theme, entry);
  return (
    <li className={styles.entry} data-kind={entry.kind}>
      <strong className={styles.entryTitle}>{title}</strong>
      <span className={styles.entryText}>{text}</span>
      {/* What the event did to the resources (issue 26); income and upkeep have their own table. */}
      {entry.kind === 'event' && <ResourceChanges changes={entry.resourceChanges} />}
    </li>
  );
}

/**
 * 'DAY n - REPORT' (spec §2, issue 14 "debrief first"): a mission's result opens it (each
 * soldier's wounds, xp, promotion or death, and the rewards), then the campaign's end, the day's
 * numbers, research, construction, healing and events; CONTINUE closes it. The caller opens it only
 * for a report the engine says is worth showing (`shouldShowDayReport`).
 */
export function DayReportDialog({ report, onClose }: DayReportDialogProps) {
  const words = useTheme().dayReport;
  const sections = report ? reportSections(report) : [];
  return (
    <Dialog
      open={report !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={fillTemplate(words.title, { n: report?.day ?? 0 })}
      closeLabel={words.close}
    >
      <div className={styles.report}>
        {sections.map(({ section, entries }) => (
          <section key={section} className={styles.section} data-section={section}>
            <h3 className={styles.heading}>{words.sections[section]}</h3>
            {section === 'economy' ? (
              <Economy entries={entries} />
            ) : (
              <ul className={styles.entries}>
                {entries.map((entry, index) => (
                  <Entry key={`${entry.kind}-${entry.refId ?? index}`} entry={entry} />
                ))}
              </ul>
            )}
          </section>
        ))}
        <Button variant="primary" className="btn--block" onClick={onClose}>
          {words.continue}
        </Button>
      </div>
    </Dialog>
  );
}
