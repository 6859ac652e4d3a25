import type { ActionReport } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { reportSections } from './day-report-sections';
import './day-report.css';

interface DayReportDialogProps {
  /** The report of the day just advanced; null keeps the dialog closed. */
  report: ActionReport | null;
  onClose: () => void;
}

/**
 * 'DAY n - REPORT' (spec §2): what the day brought, grouped by facilities completed, research,
 * squad healing, events and missions, closed with CONTINUE. The caller opens it only for a report
 * the engine says is worth showing (`shouldShowDayReport`).
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
      <div className="day-report">
        {sections.map(({ section, entries }) => (
          <section key={section} className="day-report__section" data-section={section}>
            <h3 className="day-report__heading">{words.sections[section]}</h3>
            <ul className="day-report__entries">
              {entries.map((entry, index) => (
                <li key={`${entry.kind}-${entry.refId ?? index}`} className="day-report__entry" data-kind={entry.kind}>
                  <strong className="day-report__entry-title">{entry.title}</strong>
                  <span className="day-report__entry-text">{entry.text}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Button variant="primary" className="btn--block" onClick={onClose}>
          {words.continue}
        </Button>
      </div>
    </Dialog>
  );
}
