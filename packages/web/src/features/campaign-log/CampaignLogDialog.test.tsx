import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTab } from '../../test/mission-harness';
import { CampaignLogDialog } from './CampaignLogDialog';

describe('CampaignLogDialog', () => {
  it('opens the campaign log in a dialog, fetched on demand', async () => {
    const { user } = renderTab(<CampaignLogDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CAMPAIGN LOG' }));
    const dialog = await screen.findByRole('dialog', { name: 'CAMPAIGN LOG' });
    // The log's chunk (recharts) is imported on demand: on a busy machine that takes more than findBy's one second.
    expect(await within(dialog).findByRole('heading', { name: 'TIMELINE' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByText(/charts fill in as days pass/)).toBeInTheDocument();
  });
});
