import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { Dialog } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">elsewhere</button>
      <button type="button" onClick={() => setOpen(true)}>
        VIEW DETAILS
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="DETAILS" closeLabel="Close">
        <button type="button" onClick={() => setOpen(false)}>
          CONTINUE
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives the focus back to the button that opened it, closed by its own button, Escape or ×', async () => {
    const { user } = renderWithApp(<Opener />);
    const opener = screen.getByRole('button', { name: 'VIEW DETAILS' });
    for (const close of ['CONTINUE', '{Escape}', 'Close']) {
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'DETAILS' });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      if (close.startsWith('{')) await user.keyboard(close);
      else await user.click(screen.getByRole('button', { name: close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });
});
