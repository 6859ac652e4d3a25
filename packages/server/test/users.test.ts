import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { campaigns, sessions, squadMembers, users } from '../src/db/schema';
import { describeEachDatabase } from './support/databases';
import { as, PASSWORD, sessionCookie, signIn, signUp, startCampaign } from './support/http';

describeEachDatabase('users', (env) => {
  it('GET /api/users lists only the caller', async () => {
    const ripley = await signUp(env.app, 'ripley');
    await signUp(env.app, 'newt');
    const response = await as(env.app, ripley).get('/api/users?username=newt');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ id: ripley.id, username: 'ripley' })]);
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('answers every users call except registration with 401 for a guest', async () => {
    const guest = as(env.app, undefined);
    for (const response of [
      await guest.get('/api/users'),
      await guest.get('/api/users/1'),
      await guest.patch('/api/users/1', { preferences: '{}' }),
      await guest.delete('/api/users/1'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Not signed in' });
    }
  });

  it('shows, changes and deletes only oneself: another id answers 404', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const newt = await signUp(env.app, 'newt');
    const me = as(env.app, ripley);
    expect((await me.get(`/api/users/${ripley.id}`)).json()).toMatchObject({ id: ripley.id, email: ripley.email });
    for (const response of [
      await me.get(`/api/users/${newt.id}`),
      await me.patch(`/api/users/${newt.id}`, { preferences: '{"sound":false}' }),
      await me.delete(`/api/users/${newt.id}`),
      await me.get('/api/users/999999'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'User not found' });
    }
    const [stillThere] = await env.db.select().from(users).where(eq(users.id, newt.id));
    expect(stillThere?.preferences).toEqual({});
  });

  it('changes email and preferences (JSON text or an object)', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const me = as(env.app, ripley);
    const first = await me.patch(`/api/users/${ripley.id}`, {
      email: 'Ellen@Nostromo.test',
      current_password: PASSWORD,
      preferences: '{"theme":"vanilla"}',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'ellen@nostromo.test', preferences: '{"theme":"vanilla"}' });
    const second = await me.patch(`/api/users/${ripley.id}`, { preferences: { volume: 3 } });
    expect(second.json().preferences).toBe('{"volume":3}');
    expect(second.body).not.toMatch(/password/i);
  });

  it('refuses an email another user registered with 409', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const newt = await signUp(env.app, 'newt');
    const response = await as(env.app, ripley).patch(`/api/users/${ripley.id}`, {
      email: newt.email,
      current_password: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Email already registered' });
  });

  it('changes the email only with the current password, then signs out other browsers', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const otherBrowser = sessionCookie(await signIn(env.app, 'ripley'));
    const me = as(env.app, ripley);

    const missing = await me.patch(`/api/users/${ripley.id}`, { email: 'stolen@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Current password is required to change the email or password' });
    const wrong = await me.patch(`/api/users/${ripley.id}`, {
      email: 'stolen@example.com',
      current_password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Current password is incorrect' });
    const [unchanged] = await env.db.select({ email: users.email }).from(users).where(eq(users.id, ripley.id));
    expect(unchanged?.email).toBe(ripley.email);
    const stillIn = await env.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherBrowser } });
    expect(stillIn.statusCode).toBe(200);

    const changed = await me.patch(`/api/users/${ripley.id}`, {
      email: 'ellen@nostromo.test',
      current_password: PASSWORD,
    });
    expect([changed.statusCode, changed.json().email]).toEqual([200, 'ellen@nostromo.test']);
    expect((await me.get('/api/auth/me')).statusCode).toBe(200);
    const other = await env.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherBrowser } });
    expect(other.statusCode).toBe(401);
  });

  it('changes preferences alone without the current password and keeps other browsers signed in', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const otherBrowser = sessionCookie(await signIn(env.app, 'ripley'));
    const response = await as(env.app, ripley).patch(`/api/users/${ripley.id}`, { preferences: { volume: 2 } });
    expect(response.statusCode).toBe(200);
    const other = await env.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherBrowser } });
    expect(other.statusCode).toBe(200);
  });

  it('changes the password only with the current one, then signs out other browsers', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const otherBrowser = sessionCookie(await signIn(env.app, 'ripley'));
    const me = as(env.app, ripley);

    const missing = await me.patch(`/api/users/${ripley.id}`, { password: 'a brand new password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Current password is required to change the email or password' });

    const wrong = await me.patch(`/api/users/${ripley.id}`, {
      password: 'a brand new password',
      current_password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Current password is incorrect' });

    for (const [weak, message] of [
      ['qwerty123', 'That password is too easy to guess. This is a commonly used password.'],
      ['Ripley!2030', 'That password is too easy to guess.'],
      ['Ripley', 'Password must be at least 8 characters'],
    ] as const) {
      const refused = await me.patch(`/api/users/${ripley.id}`, { password: weak, current_password: PASSWORD });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.startsWith(message), refused.body).toBe(true);
    }

    const changed = await me.patch(`/api/users/${ripley.id}`, {
      password: 'a brand new password',
      current_password: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(env.app, 'ripley')).statusCode).toBe(401);
    expect((await signIn(env.app, 'ripley', 'a brand new password')).statusCode).toBe(200);
    // This browser stays signed in; the other one is signed out.
    expect((await me.get('/api/auth/me')).statusCode).toBe(200);
    const other = await env.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherBrowser } });
    expect(other.statusCode).toBe(401);
  });

  it('deletes the account with its sessions and campaigns, and clears the cookie', async () => {
    const ripley = await signUp(env.app, 'ripley');
    await startCampaign(env.app, ripley);
    const response = await as(env.app, ripley).delete(`/api/users/${ripley.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'holdfast_session')?.value).toBe('');
    expect(await env.db.select().from(users)).toEqual([]);
    expect(await env.db.select().from(sessions)).toEqual([]);
    expect(await env.db.select().from(campaigns)).toEqual([]);
    expect(await env.db.select().from(squadMembers)).toEqual([]);
    expect((await as(env.app, ripley).get('/api/auth/me')).statusCode).toBe(401);
  });
});
