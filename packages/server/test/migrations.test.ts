/**
 * Migrations 0004 and 0005 convert what is stored without loss: kept answers (JSON text, or gzip
 * as base64) become bytes that decode to the same text, and every JSON text column becomes jsonb
 * holding the same value. The database is built up to 0003 from the migration files, filled the
 * way the old code wrote it, then taken to the end.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { decodeBody } from '../src/repositories/idempotency';

const journal = JSON.parse(readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
  entries: { tag: string }[];
};

async function runFile(client: PGlite, tag: string) {
  const text = readFileSync(`${migrationsFolder()}/${tag}.sql`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement);
}

it('converts stored answers and JSON text columns without loss', async () => {
  const client = await PGlite.create();
  try {
    const before = journal.entries.filter((entry) => entry.tag < '0004');
    expect(before.map((entry) => entry.tag)).toEqual([
      '0000_initial',
      '0001_actions',
      '0002_idempotency_body',
      '0003_battle_replays',
    ]);
    for (const { tag } of before) await runFile(client, tag);

    const loadout = { weapon: 'assault_rifle', armor: 'standard_vest', utility: 'medkit' };
    const extra = { story: { chapter: 2, beats: ['landfall'] }, note: 'Fort Ærø ✓' };
    const shortAnswer = JSON.stringify({ delta: { fields: { day: 3 } }, stateVersion: 4 });
    const longAnswer = JSON.stringify({ state: { events: Array.from({ length: 3000 }, (_, day) => ({ day })) } });
    await client.query(
      `insert into users (username, email, password_hash, preferences) values ('ripley', 'r@x', 'h', $1)`,
      ['{"sound":false}'],
    );
    await client.query(
      `insert into campaigns (user_id, name, rng_state, state_extra) values (1, 'Fort', '[1,2,3,4]', $1)`,
      [JSON.stringify(extra)],
    );
    await client.query(
      `insert into squad_members (campaign_id, ref, name, loadout, unlocked_skills, history) values (1, 'soldier-1', 'Vasquez', $1, '["steady_aim"]', '[{"day":3,"text":"Promoted"}]')`,
      [JSON.stringify(loadout)],
    );
    await client.query(
      `insert into idempotency_keys (user_id, key, fingerprint, status_code, response_body) values (1, 'short', 'f', 200, $1), (1, 'long', 'f', 200, $2)`,
      [shortAnswer, gzipSync(longAnswer, { level: 1 }).toString('base64')],
    );

    // The rest as the server runs them at start-up (the migrator skips nothing: it has no record yet,
    // so record the first four as applied the way it would).
    const db = drizzle({ client, schema });
    await client.exec('create schema if not exists drizzle');
    await client.exec(
      'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    const folderJournal = journal.entries;
    for (const [index] of before.entries()) {
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        `pre-${index}`,
        (folderJournal[index] as unknown as { when: number }).when,
      ]);
    }
    await migrate(db, { migrationsFolder: migrationsFolder() });

    const answers = await db.select().from(schema.idempotencyKeys);
    const byKey = new Map(answers.map((row) => [row.key, row]));
    expect(byKey.get('short')?.compressed).toBe(false);
    expect(byKey.get('long')?.compressed).toBe(true);
    expect(decodeBody(byKey.get('short') as (typeof answers)[number])).toBe(shortAnswer);
    expect(decodeBody(byKey.get('long') as (typeof answers)[number])).toBe(longAnswer);

    const [user] = await db.select().from(schema.users);
    expect(user?.preferences).toEqual({ sound: false });
    const [campaign] = await db.select().from(schema.campaigns);
    expect([campaign?.rngState, campaign?.stateExtra]).toEqual([[1, 2, 3, 4], extra]);
    const [soldier] = await db.select().from(schema.squadMembers);
    expect([soldier?.loadout, soldier?.unlockedSkills, soldier?.history, soldier?.stateExtra]).toEqual([
      loadout,
      ['steady_aim'],
      [{ day: 3, text: 'Promoted' }],
      {},
    ]);
    const types = await client.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns where table_name = 'missions' and column_name in ('assigned_squad', 'casualties', 'rewards', 'state_extra')`,
    );
    expect(types.rows.map((row) => row.data_type)).toEqual(['jsonb', 'jsonb', 'jsonb', 'jsonb']);
  } finally {
    await client.close();
  }
});
