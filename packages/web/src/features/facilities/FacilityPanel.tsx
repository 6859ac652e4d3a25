import { type Facility, MAX_FACILITY_LEVEL, shortfall, upgradeCost, upgradeRefusal } from '@holdfast/engine';
import { useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { refusalText, resourceList, toggleFailureMessage, upgradeFailureMessage } from '../../ui/facility-text';
import { engineRefusal } from '../../ui/soldier-display';
import { notify } from '../../ui/Toaster';
import { FacilityDetailsDialog } from './FacilityDetailsDialog';
import styles from './FacilityPanel.module.css';

interface FacilityPanelProps {
  facility: Facility;
  onClose: () => void;
}

/**
 * The detail panel of a built slot (spec §2): level, construction days left, upgrade cost, UPGRADE,
 * VIEW DETAILS and the active switch. Every change goes to the engine; its refusal is the alert.
 */
export function FacilityPanel({ facility, onClose }: FacilityPanelProps) {
  const theme = useTheme();
  const words = theme.facilityPanel;
  const { state, dispatch, pending } = useCampaignSession();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const name = theme.facilities[facility.type];
  const building = facility.constructionDaysRemaining > 0;
  const atMaxLevel = facility.level >= MAX_FACILITY_LEVEL;
  // The engine says before the click whether UPGRADE would be refused; the button says why.
  const refusal = upgradeRefusal(state, facility);
  const upgradeReason = !refusal
    ? null
    : building
      ? fillTemplate(words.underConstructionFor, { days: facility.constructionDaysRemaining })
      : refusalText(theme, words.needMore, refusal, shortfall(state.resources, upgradeCost(facility)));
  const upgradeReasonId = `facility-upgrade-reason-${facility.id}`;
  // The switch too: the Command Center cannot be shut down, and the engine says so before the click.
  const toggleRefusal = engineRefusal(state, { type: 'toggleFacility', facilityId: facility.id });
  const toggleReason = toggleRefusal && refusalText(theme, words.needMore, toggleRefusal, {});
  const toggleReasonId = `facility-toggle-reason-${facility.id}`;

  async function upgrade() {
    const result = await dispatch({ type: 'upgradeFacility', facilityId: facility.id });
    if (!result.ok) notify(upgradeFailureMessage(theme, result));
  }

  async function toggle() {
    const result = await dispatch({ type: 'toggleFacility', facilityId: facility.id });
    if (!result.ok) notify(toggleFailureMessage(theme, result));
  }

  // Switched off reads OFFLINE even while it is still being built: the switch is what the player set.
  const statusKey = !facility.isActive ? 'offline' : building ? 'building' : 'online';
  const status = { offline: words.statusOffline, building: words.statusBuilding, online: words.statusOnline }[
    statusKey
  ];
  const titleId = `facility-title-${facility.id}`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className="panel-header">
        <div>
          <p className={styles.subtitle}>{words.detailTitle}</p>
          <h2 id={titleId} className={styles.title}>
            {name}
          </h2>
        </div>
        <Button variant="ghost" onClick={onClose} aria-label={words.close}>
          ×
        </Button>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{words.level}</dt>
          <dd>{facility.level}</dd>
        </div>
        <div>
          <dt>{words.status}</dt>
          <dd data-status={statusKey}>{status}</dd>
        </div>
        {building && (
          <div>
            <dt>{words.constructionDaysLeft}</dt>
            <dd>{facility.constructionDaysRemaining}</dd>
          </div>
        )}
        <div>
          <dt>{words.upgradeCost}</dt>
          <dd>{atMaxLevel ? words.maxLevel : resourceList(theme, upgradeCost(facility))}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="primary"
          onClick={() => void upgrade()}
          disabled={pending || refusal !== null}
          aria-describedby={upgradeReason ? upgradeReasonId : undefined}
        >
          {words.upgrade}
        </Button>
        <Button onClick={() => setDetailsOpen(true)}>{words.viewDetails}</Button>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={facility.isActive}
            className={styles.switchInput}
            checked={facility.isActive}
            onChange={() => void toggle()}
            disabled={pending || toggleRefusal !== null}
            aria-describedby={toggleReason ? toggleReasonId : undefined}
          />
          <span className={styles.switchTrack} aria-hidden="true" />
          <span>{words.activeToggle}</span>
        </label>
      </div>
      {upgradeReason && (
        <p id={upgradeReasonId} className={styles.reason}>
          {upgradeReason}
        </p>
      )}
      {toggleReason && (
        <p id={toggleReasonId} className={styles.reason}>
          {toggleReason}
        </p>
      )}
      <FacilityDetailsDialog facility={facility} open={detailsOpen} onOpenChange={setDetailsOpen} />
    </section>
  );
}
