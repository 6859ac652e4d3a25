import {
  currentResearch,
  RESEARCH_BY_ID,
  RESEARCH_PROJECTS,
  RESEARCH_TIERS,
  type ResearchTier,
  researchStatus,
} from '@holdfast/engine';
import { useId, useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { progressPercent, projectText } from '../../ui/research-text';
import { useReveal } from '../../ui/use-reveal';
import { ResearchCard } from './ResearchCard';
import { ResearchDetailPanel } from './ResearchDetailPanel';
import styles from './ResearchTab.module.css';

/** Spec §2: the early and mid tiers start open, the late tier closed. */
const INITIALLY_OPEN: Record<ResearchTier, boolean> = { early: true, mid: true, late: false };

/**
 * The research tab (spec §2): summary cards, the three collapsible tiers of project cards, and the
 * detail panel of the selected project at the bottom. Every status comes from the engine.
 */
export function ResearchTab() {
  const theme = useTheme();
  const words = theme.researchPanel;
  const { state } = useCampaignSession();
  const [open, setOpen] = useState(INITIALLY_OPEN);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const ids = useId();

  const statuses = new Map(RESEARCH_PROJECTS.map((p) => [p.id, researchStatus(state, p.id)]));
  const completedCount = [...statuses.values()].filter((s) => s === 'completed').length;
  const availableCount = [...statuses.values()].filter((s) => s === 'available').length;
  const current = currentResearch(state);
  const currentProject = current ? RESEARCH_BY_ID.get(current.projectId) : undefined;
  const selected = selectedId ? RESEARCH_BY_ID.get(selectedId) : undefined;
  // The detail panel opens at the bottom: a tapped card brings it into view.
  const detail = useReveal<HTMLDivElement>(selectedId);

  return (
    <div className={styles.tab}>
      <h2 className={styles.title}>{theme.research.title}</h2>
      <dl className={styles.summary}>
        <div className={styles.summaryCard}>
          <dt className="fact-label">{words.summaryCompleted}</dt>
          <dd>{completedCount}</dd>
        </div>
        <div className={styles.summaryCard}>
          <dt className="fact-label">{words.summaryCurrent}</dt>
          <dd>
            {currentProject && current
              ? `${projectText(theme, currentProject).name} (${progressPercent(current.progress)}%)`
              : words.summaryNone}
          </dd>
        </div>
        <div className={styles.summaryCard}>
          <dt className="fact-label">{words.summaryAvailable}</dt>
          <dd>{availableCount}</dd>
        </div>
      </dl>
      {RESEARCH_TIERS.map((tier) => {
        const projects = RESEARCH_PROJECTS.filter((p) => p.tier === tier);
        const done = projects.filter((p) => statuses.get(p.id) === 'completed').length;
        const regionId = `${ids}-${tier}`;
        return (
          <section key={tier} className={styles.tier} data-tier={tier}>
            <h3 className={styles.tierHeading}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open[tier]}
                aria-controls={regionId}
                onClick={() => setOpen((was) => ({ ...was, [tier]: !was[tier] }))}
              >
                <span aria-hidden="true">{open[tier] ? '▾' : '▸'}</span>
                {words.tiers[tier]}
                <span className={styles.count}>{fillTemplate(words.tierCount, { done, total: projects.length })}</span>
              </button>
            </h3>
            {open[tier] && (
              <ul id={regionId} className={styles.cards} aria-label={words.tiers[tier]}>
                {projects.map((project) => (
                  <ResearchCard
                    key={project.id}
                    project={project}
                    status={statuses.get(project.id) ?? 'locked'}
                    record={state.research.find((r) => r.projectId === project.id)}
                    selected={selectedId === project.id}
                    onSelect={() => setSelectedId(project.id)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {selected ? (
        <div ref={detail}>
          <ResearchDetailPanel key={selected.id} project={selected} onClose={() => setSelectedId(null)} />
        </div>
      ) : (
        <p className={styles.prompt}>{words.selectPrompt}</p>
      )}
    </div>
  );
}
