import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';

describe('routes', () => {
  it('/vanilla/mission without navigation state shows the sample briefing', async () => {
    renderRoute('/vanilla/mission');
    expect(await screen.findByRole('heading', { name: /MISSION BRIEFING/ })).toBeInTheDocument();
    expect(screen.getByText(/sample briefing/i)).toBeInTheDocument();
  });

  it.each([
    ['/devastators/battle', 'TACTICAL BATTLE'],
    ['/archbound/after-action', 'AFTER-ACTION REPORT'],
  ])('%s loads an honest placeholder screen', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(/arrives with the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO MAIN MENU' })).toHaveAttribute('href', `/${path.split('/')[1]}`);
  });

  it('sends an unknown deeper address to the home screen', async () => {
    const { router } = renderRoute('/vanilla/nowhere/at-all');
    expect(await screen.findByRole('heading', { level: 1, name: 'HOLDFAST' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
