import { themeFor } from '@holdfast/engine/themes';
import { useState } from 'react';
import type { Campaign } from '../../api/types';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { CampaignMarks } from '../../ui/CampaignMarks';
import styles from './CampaignCard.module.css';
import { campaignDates, shortDate } from './campaign-dates';

interface CampaignCardProps {
  campaign: Campaign;
  deleting: boolean;
  onLoad: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

/** One saved campaign in the Load Campaign list, with its in-card delete confirmation (spec §2). */
export function CampaignCard({ campaign, deleting, onLoad, onDelete }: CampaignCardProps) {
  const words = useTheme().loadCampaign;
  const campaignTheme = themeFor(campaign.theme);
  const [confirming, setConfirming] = useState(false);
  const { created, updated } = campaignDates(campaign.created_at, campaign.updated_at);

  return (
    <li className={styles.card} aria-label={campaign.name}>
      <div className={styles.main}>
        <div className="name-row">
          <h3 className={styles.name}>{campaign.name}</h3>
          <span
            className="badge"
            data-theme-badge={campaignTheme.id}
            style={{ color: campaignTheme.colours.accent, borderColor: campaignTheme.colours.accent }}
          >
            {campaignTheme.badge}
          </span>
          <CampaignMarks marks={campaign.marks} theme={campaignTheme} />
        </div>
        <p className={styles.summary}>
          {fillTemplate(words.summary, {
            day: campaign.day,
            difficulty: words.difficulties[campaign.difficulty] ?? campaign.difficulty,
          })}
        </p>
        {campaign.description && <p className={styles.description}>{campaign.description}</p>}
        <p className={styles.dates}>
          <span>
            {words.created}: {created}
          </span>
          <span>
            {words.lastPlayed}: {campaign.last_played ? shortDate(campaign.last_played) : words.neverPlayed}
          </span>
          {updated && (
            <span>
              {words.updated}: {updated}
            </span>
          )}
        </p>
      </div>
      {confirming ? (
        <fieldset className={styles.confirm}>
          <legend className={styles.confirmTitle}>{words.confirmTitle}</legend>
          <span className={styles.confirmText}>{words.confirmText}</span>
          <div className={styles.actions}>
            <Button onClick={() => setConfirming(false)} disabled={deleting}>
              {words.cancel}
            </Button>
            <Button variant="danger" onClick={() => onDelete(campaign)} disabled={deleting}>
              {words.confirmDelete}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => onLoad(campaign)}>
            {words.load}
          </Button>
          <Button
            variant="ghost"
            className="btn--icon"
            aria-label={words.deleteLabel}
            onClick={() => setConfirming(true)}
          >
            <TrashIcon />
          </Button>
        </div>
      )}
    </li>
  );
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
