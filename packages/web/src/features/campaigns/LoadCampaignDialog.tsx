import { themeFor } from '@holdfast/engine/themes';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { playerMessage } from '../../api/client';
import type { Campaign, CampaignId } from '../../api/types';
import { useCampaigns, useDeleteCampaign } from '../../session/campaign-api';
import { campaignStorageKey } from '../../session/campaign-key';
import { pauseOnOpen } from '../../session/day-cycle';
import { useImportGuestCampaign } from '../../session/guest-import';
import { readGuestSummary } from '../../session/guest-record';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorBox } from '../../ui/ErrorBox';
import { LocalCampaign } from '../../ui/LocalCampaign';
import { CampaignCard } from './CampaignCard';
import styles from './LoadCampaignDialog.module.css';

interface LoadCampaignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The player's saved campaigns (spec §2): load one into its own universe's base, or delete it after
 * an in-card confirmation. A failed fetch or delete shows the message in an ERROR box; the list stays.
 * A guest campaign still saved in this browser is offered above the list, to bring into the account
 * (issue 14).
 */
export function LoadCampaignDialog({ open, onOpenChange }: LoadCampaignDialogProps) {
  const theme = useTheme();
  const words = theme.loadCampaign;
  const navigate = useNavigate();
  const campaigns = useCampaigns(open);
  const deleteCampaign = useDeleteCampaign();
  const [deletingId, setDeletingId] = useState<CampaignId | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const importLocal = useImportGuestCampaign();
  const local = useMemo(() => (open ? readGuestSummary() : null), [open]);
  const [bringing, setBringing] = useState(false);
  const [bringError, setBringError] = useState<string | null>(null);

  function changeOpen(next: boolean) {
    if (!next) {
      setDeleteError(null);
      setBringError(null);
    }
    onOpenChange(next);
  }

  async function bringLocal() {
    setBringError(null);
    setBringing(true);
    try {
      await importLocal();
      changeOpen(false);
    } catch (failure) {
      setBringError(fillTemplate(words.bringFailed, { error: playerMessage(failure, words.bringNoReason) }));
    } finally {
      setBringing(false);
    }
  }

  function load(campaign: Campaign) {
    // A loaded campaign opens paused (issue 14); a reload afterwards keeps whatever the player set.
    pauseOnOpen(campaignStorageKey(campaign.id, campaign.name));
    changeOpen(false);
    navigate(`/${themeFor(campaign.theme).id}/base`, { state: { campaignId: campaign.id } });
  }

  async function remove(campaign: Campaign) {
    setDeleteError(null);
    setDeletingId(campaign.id);
    try {
      await deleteCampaign.mutateAsync(campaign.id);
    } catch (failure) {
      setDeleteError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setDeletingId(null);
    }
  }

  const list = campaigns.data;
  const errorMessage = deleteError ?? (campaigns.error ? campaigns.error.message : null);

  return (
    <Dialog open={open} onOpenChange={changeOpen} title={words.title} closeLabel={words.close} size="wide">
      <div className={styles.content}>
        {campaigns.isPending && campaigns.fetchStatus !== 'idle' && (
          <p className="status-line" role="status">
            {words.loading}
          </p>
        )}
        {local && (
          <LocalCampaign
            label={fillTemplate(theme.auth.localCampaign, { name: local.name, day: local.day })}
            regionLabel={words.localTitle}
          >
            <Button variant="primary" onClick={() => void bringLocal()} disabled={bringing}>
              {words.bringLocal}
            </Button>
          </LocalCampaign>
        )}
        {bringError && <ErrorBox title={words.errorTitle}>{bringError}</ErrorBox>}
        {errorMessage && <ErrorBox title={words.errorTitle}>{errorMessage}</ErrorBox>}
        {list && list.length === 0 && (
          <div className={styles.empty}>
            <strong>{words.emptyTitle}</strong>
            <span>{words.emptyText}</span>
          </div>
        )}
        {list && list.length > 0 && (
          <ul className={styles.list}>
            {list.map((campaign) => (
              <CampaignCard
                key={campaign.id}
                campaign={campaign}
                deleting={deletingId === campaign.id}
                onLoad={load}
                onDelete={remove}
              />
            ))}
          </ul>
        )}
        <footer className={styles.footer}>
          <span>{fillTemplate(words.available, { n: list?.length ?? 0 })}</span>
          <Button onClick={() => changeOpen(false)}>{words.close}</Button>
        </footer>
      </div>
    </Dialog>
  );
}
