ALTER TABLE "campaigns" ADD COLUMN "carried_over" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 31's one-time data migration: the re-base marker an earlier release wrote into a campaign it
-- re-based (issue 23) is read by no rule any more.
UPDATE "campaigns" SET "state_extra" = "state_extra" - 'templateBattlesThroughDay';
