import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../test/fake-server';
import { renderRoute, userJson } from '../test/render';
import { CURRENT_USER_KEY, readStoredUser } from './session-storage';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('readStoredUser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a stored player', () => {
    const storage = memoryStorage({ [CURRENT_USER_KEY]: JSON.stringify({ id: 3, username: 'vega' }) });
    expect(readStoredUser(storage)).toEqual({ id: 3, username: 'vega' });
  });

  it('keeps only the public fields of what is stored', () => {
    const storage = memoryStorage({
      [CURRENT_USER_KEY]: JSON.stringify({ id: 3, username: 'vega', email: 'v@example.com', password: 'x' }),
    });
    expect(readStoredUser(storage)).toEqual({ id: 3, username: 'vega' });
  });

  it.each(['{not json', '"holt"', 'null', '{"id":3}', '{"username":"vega"}', '[]'])(
    'logs and treats %j as signed out',
    (text) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(readStoredUser(memoryStorage({ [CURRENT_USER_KEY]: text }))).toBeNull();
      expect(warn).toHaveBeenCalled();
    },
  );

  it('is null without a stored player', () => {
    expect(readStoredUser(memoryStorage())).toBeNull();
  });
});

describe('the session on the home screen', () => {
  it('shows a guest when the stored user cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoute('/', { storedUser: '{broken' });
    expect(screen.getByText('UNAUTHORIZED ACCESS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
  });

  it('shows the commander by upper-cased name once the server confirms the cookie', async () => {
    const server = fakeServer({ 'GET /api/auth/me': json(200, userJson({ username: 'Holt' })) });
    renderRoute('/', { server, storedUser: JSON.stringify({ id: 7, username: 'Holt' }) });
    expect(screen.getByText('COMMANDER')).toBeInTheDocument();
    expect(screen.getByText('HOLT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET /api/auth/me')).toHaveLength(1));
  });

  it('does not ask the server about a guest, so an anonymous load makes no 401 request', async () => {
    const server = fakeServer({});
    renderRoute('/', { server });
    expect(await screen.findByText('UNAUTHORIZED ACCESS')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requestsTo('GET /api/auth/me')).toHaveLength(0);
  });

  it('clears a stored user whose session the server no longer knows', async () => {
    renderRoute('/', { storedUser: JSON.stringify({ id: 7, username: 'holt' }) });
    expect(await screen.findByText('UNAUTHORIZED ACCESS')).toBeInTheDocument();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('logs out: calls the server, forgets the stored user and shows the guest bar', async () => {
    const server = fakeServer({
      'GET /api/auth/me': json(200, userJson()),
      'POST /api/auth/logout': json(204),
    });
    const { user } = renderRoute('/', { server, storedUser: JSON.stringify({ id: 7, username: 'holt' }) });
    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    await waitFor(() => expect(server.requestsTo('POST /api/auth/logout')).toHaveLength(1));
  });
});
