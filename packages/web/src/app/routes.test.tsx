import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';

describe('routes', () => {
  it('/vanilla/mission without navigation state shows the sample briefing', async () => {
    renderRoute('/vanilla/mission');
    expect(await screen.findByRole('heading', { name: /MISSION BRIEFING/ })).toBeInTheDocument();
    expect(screen.getByText(/sample briefing/i)).toBeInTheDocument();
  });

  it('/devastators/battle opens the practice battle when no mission was handed over', async () => {
    renderRoute('/devastators/battle');
    expect(await screen.findByRole('heading', { level: 1, name: 'DRILL SORTIE' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Battlefield' })).toBeInTheDocument();
  });

  it('/archbound/after-action falls back to the Unknown Expedition report', async () => {
    renderRoute('/archbound/after-action');
    expect(await screen.findByText('EXPEDITION: Unknown Expedition')).toBeInTheDocument();
  });

  it('sends an unknown deeper address to the home screen', async () => {
    const { router } = renderRoute('/vanilla/nowhere/at-all');
    expect(await screen.findByRole('heading', { level: 1, name: 'HOLDFAST' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
