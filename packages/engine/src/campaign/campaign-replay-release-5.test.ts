/**
 * Campaign records made by the RULES_VERSION 5 release itself (legacy/fixtures/release-5-records.json,
 * made by tools/make-release-5-records.ts with that release): a hard campaign and a normal one whose
 * fought battles met version 5's force (version 6 re-tuned the chapters' and hard's numbers). Re-based
 * under these rules they reach the very day and checksum their release saved — each mission they
 * deployed meets version 5's force again and its battle is played by the frozen v5 battle rules — and
 * the re-based record then verifies as a current one (what a guest's import sends). GAME_RULES §13.
 */
import { describe, expect, it } from 'vitest';
import records from '../legacy/fixtures/release-5-records.json';
import { RULES_VERSION } from '../rules-version';
import type { GameAction } from './actions';
import { campaignChecksum, replayCampaignRecord } from './campaign-replay';
import type { NewCampaignOptions } from './new-campaign';

interface ReleaseRecord {
  options: NewCampaignOptions;
  rulesVersion: number;
  actions: GameAction[];
  day: number;
  checksum: string;
}

describe.each((records as unknown as ReleaseRecord[]).map((r) => [r.options.difficulty, r] as const))(
  'a %s campaign recorded by the version-5 release',
  (_difficulty, record) => {
    it('holds fought battles', () => {
      expect(record.actions.filter((a) => a.type === 'completeBattle').length).toBeGreaterThan(0);
    });

    it('re-bases to the day and checksum its release saved, and the re-based record verifies as current', () => {
      const rebased = replayCampaignRecord(record);
      if (!rebased.ok) throw new Error(JSON.stringify(rebased.error));
      expect([rebased.rebased, rebased.state.day, campaignChecksum(rebased.state)]).toEqual([
        true,
        record.day,
        record.checksum,
      ]);
      const current = replayCampaignRecord({
        options: rebased.options,
        actions: rebased.actions,
        rulesVersion: RULES_VERSION,
      });
      if (!current.ok) throw new Error(JSON.stringify(current.error));
      expect([current.rebased, campaignChecksum(current.state)]).toEqual([false, record.checksum]);
    });
  },
);
