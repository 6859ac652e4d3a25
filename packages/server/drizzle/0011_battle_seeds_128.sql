-- Issue 32: a battle's seed is 32 hex digits from the CSPRNG (a JSON string); seeds kept before stay their 31-bit number.
ALTER TABLE "battle_replays" ALTER COLUMN "seed" SET DATA TYPE jsonb USING to_jsonb("seed");--> statement-breakpoint
ALTER TABLE "battles" ALTER COLUMN "seed" SET DATA TYPE jsonb USING to_jsonb("seed");
