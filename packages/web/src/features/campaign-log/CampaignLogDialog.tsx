import { useState } from 'react';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LazyScreen, screenPart } from '../../ui/lazy-screen';

// The charts library is big: the log is fetched the first time a player opens it, not with the base screen.
const campaignLogPart = screenPart('campaign-log', () =>
  import('./CampaignLog').then((module) => module.SessionCampaignLog),
);

/** A button that opens the campaign log of the current base-screen campaign in a dialog. */
export function CampaignLogDialog() {
  const words = useTheme().campaignLog;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {words.title}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={words.title} closeLabel={words.close} size="wide">
        <LazyScreen part={campaignLogPart} />
      </Dialog>
    </>
  );
}
