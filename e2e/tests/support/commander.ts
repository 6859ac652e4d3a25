import { expect, type Page } from '@playwright/test';

/**
 * A signed-in commander with a fresh campaign, made through the API (the page's request context
 * shares its cookie jar with the page, and the page is told who signed in), then opened the way a
 * player opens it: home screen → CONTINUE CAMPAIGN → LOAD. The base needs that navigation state;
 * its address alone sends the player home.
 */

export interface Commander {
  username: string;
  password: string;
  campaignId: number;
  campaignName: string;
}

export interface CommanderOptions {
  difficulty?: 'easy' | 'normal' | 'hard';
  /** Runs after the campaign exists and before the browser opens it (raw CRUD set-up, for example). */
  prepare?: (commander: Commander) => Promise<void>;
}

let made = 0;

/** A name no other test of this run (or an earlier run on the same database) has used. */
export function uniqueName(prefix: string): string {
  made += 1;
  return `${prefix}_${Date.now().toString(36)}${made.toString(36)}`;
}

export async function registerCommander(page: Page): Promise<Pick<Commander, 'username' | 'password'>> {
  const username = uniqueName('cmdr');
  const password = 'correct-horse-battery';
  const response = await page.request.post('/api/users', {
    data: { username, email: `${username}@example.com`, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  // The browser remembers who signed in (spec §2: local storage `currentUser`), as the sign-in
  // dialog would; without it the page treats the visitor as a guest and never asks the server.
  const user = (await response.json()) as { id: number; username: string };
  await page.context().addInitScript(
    (stored) => {
      if (localStorage.getItem('currentUser') === null) localStorage.setItem('currentUser', stored);
    },
    JSON.stringify({ id: user.id, username: user.username }),
  );
  return { username, password };
}

export async function createCampaign(
  page: Page,
  name: string,
  difficulty: CommanderOptions['difficulty'] = 'normal',
): Promise<number> {
  const response = await page.request.post('/api/campaigns', { data: { name, difficulty, theme: 'vanilla' } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { success: boolean; id: number };
  expect(body.success).toBe(true);
  return body.id;
}

/** Home → CONTINUE CAMPAIGN → LOAD the named campaign; the day meter stands paused, as a loaded campaign opens. */
export async function openCampaignFromHome(page: Page, campaignName: string): Promise<void> {
  await page.goto('/');
  // The home screen asks the server who is signed in; until it knows, the menu would ask to sign in.
  await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  await page.getByRole('button', { name: /CONTINUE CAMPAIGN/ }).click();
  const load = page.getByRole('dialog', { name: 'LOAD CAMPAIGN' });
  await load.getByRole('listitem', { name: campaignName }).getByRole('button', { name: 'LOAD' }).click();
  await expect(page).toHaveURL(/\/vanilla\/base$/);
  await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await expectPausedDayMeter(page);
}

/** A new commander, signed in, standing on the base screen of a new campaign with the day meter paused. */
export async function startCommander(page: Page, options: CommanderOptions = {}): Promise<Commander> {
  const credentials = await registerCommander(page);
  const campaignName = uniqueName('Op');
  const campaignId = await createCampaign(page, campaignName, options.difficulty);
  const commander = { ...credentials, campaignId, campaignName };
  await options.prepare?.(commander);
  await openCampaignFromHome(page, campaignName);
  return commander;
}

/**
 * A campaign opens with its day meter paused (issue 14), so days pass only when a test presses
 * ADVANCE DAY: the meter offers RESUME.
 */
export async function expectPausedDayMeter(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'RESUME', exact: true })).toBeVisible();
}

/** One soldier record of the raw CRUD API (`GET /api/squad`). */
export interface SquadRecord {
  id: number;
  ref: string;
  name: string;
  rank: string;
  health: number;
  max_health: number;
  status: string;
}

export async function squadRecords(page: Page, campaignId: number): Promise<SquadRecord[]> {
  const response = await page.request.get(`/api/squad?campaign_id=${campaignId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SquadRecord[];
}

/** One game action through the API; a busy server (503, load shedding on this shared machine) is asked again. */
export async function campaignAction(page: Page, campaignId: number, action: object, key: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const response = await page.request.post(`/api/campaigns/${campaignId}/actions`, {
      data: action,
      headers: { 'Idempotency-Key': key },
    });
    if (response.status() !== 503 || attempt >= 5) return response.status();
    await page.waitForTimeout(500);
  }
}
