import { type Facility, facilityDefinition, isFacilityComplete, RESOURCE_KEYS } from '@holdfast/engine';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Dialog } from '../../ui/Dialog';
import { facilityEffects, formatNumber, resourceList } from '../../ui/facility-text';
import styles from './FacilityPanel.module.css';

interface FacilityDetailsDialogProps {
  facility: Facility;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** VIEW DETAILS: what the facility is, what it gives, what it earns today and what it draws. */
export function FacilityDetailsDialog({ facility, open, onOpenChange }: FacilityDetailsDialogProps) {
  const theme = useTheme();
  const words = theme.facilityPanel;
  const definition = facilityDefinition(facility.type);
  // Only active, finished facilities earn (spec §9); the income shown is what this one adds to a day now.
  const earning = isFacilityComplete(facility);
  const income = Object.fromEntries(
    RESOURCE_KEYS.map((key) => [key, earning ? (definition.incomePerLevel[key] ?? 0) * facility.level : 0]),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={fillTemplate(words.detailsTitleOf, { title: words.detailsTitle, name: theme.facilities[facility.type] })}
      closeLabel={words.close}
    >
      <dl className={styles.details}>
        <div>
          <dt>{words.description}</dt>
          <dd>{theme.facilityDescriptions[facility.type]}</dd>
        </div>
        <div>
          <dt>{words.gives}</dt>
          <dd>
            {facilityEffects(theme, definition).map((line) => (
              <span key={line} className={styles.effect}>
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{words.dailyIncome}</dt>
          <dd>{resourceList(theme, income)}</dd>
        </div>
        <div>
          <dt>{words.powerDraw}</dt>
          <dd>
            {formatNumber(definition.powerDraw)} {theme.resources.power}
          </dd>
        </div>
        <div>
          <dt>{words.level}</dt>
          <dd>{facility.level}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
