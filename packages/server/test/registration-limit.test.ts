/** Issue 27, item 3: one address creates at most REGISTRATIONS_PER_HOUR accounts an hour. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema';
import { DEFAULT_REGISTRATIONS_PER_HOUR } from '../src/repositories/registration-limit';
import { describeEachDatabase } from './support/databases';
import { PASSWORD } from './support/http';

describeEachDatabase('registration limit', (env) => {
  const start = new Date('2030-04-01T08:00:00Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const register = (username: string, remoteAddress = '203.0.113.5') =>
    env.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress,
      payload: { username, email: `${username}@example.com`, password: PASSWORD },
    });

  it(`lets one address create ${DEFAULT_REGISTRATIONS_PER_HOUR} accounts an hour, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < DEFAULT_REGISTRATIONS_PER_HOUR; i += 1) {
      vi.setSystemTime(new Date(start.getTime() + i * 60_000));
      expect((await register(`recruit${i}`)).statusCode).toBe(201);
    }
    vi.setSystemTime(new Date(start.getTime() + 10 * 60_000));
    const refused = await register('recruit10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many accounts created from this address. Try again later.' });
    // The oldest of the ten was made at the start: it ages out an hour after it.
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    expect(await env.db.select().from(users)).toHaveLength(DEFAULT_REGISTRATIONS_PER_HOUR);

    // Another address is not held back, and an hour after the first the address may go on.
    expect((await register('elsewhere', '198.51.100.9')).statusCode).toBe(201);
    vi.setSystemTime(new Date(start.getTime() + 60 * 60_000));
    expect((await register('recruit10')).statusCode).toBe(201);
  });

  it('still answers a taken username with 409 and does not count it', async () => {
    expect((await register('hicks')).statusCode).toBe(201);
    for (let i = 0; i < DEFAULT_REGISTRATIONS_PER_HOUR; i += 1) {
      const taken = await register('HICKS');
      expect([taken.statusCode, taken.json()]).toEqual([409, { error: 'Username already taken' }]);
    }
    expect((await register('vasquez')).statusCode).toBe(201);
  });
});

describeEachDatabase(
  'registration limit turned off',
  (env) => {
    it('takes REGISTRATIONS_PER_HOUR=0 as no limit', async () => {
      for (let i = 0; i <= DEFAULT_REGISTRATIONS_PER_HOUR; i += 1) {
        const response = await env.app.inject({
          method: 'POST',
          url: '/api/users',
          payload: { username: `open${i}`, email: `open${i}@example.com`, password: PASSWORD },
        });
        expect(response.statusCode).toBe(201);
      }
    });
  },
  { registrationsPerHour: 0 },
);
