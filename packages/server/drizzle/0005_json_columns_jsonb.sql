-- JSON text columns become jsonb (issue 13). Every value was written by JSON.stringify or checked as JSON by the API, so each casts as it is;
-- jsonb cannot hold U+0000, which JSON text could carry as the escape \u0000: such a character becomes U+FFFD (the only change a value can see).
-- A column with a text default loses it for the conversion and gets the same default as jsonb.
ALTER TABLE "battle_replays" ALTER COLUMN "input" SET DATA TYPE jsonb USING replace("input", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "battle_replays" ALTER COLUMN "actions" SET DATA TYPE jsonb USING replace("actions", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "rng_state" SET DATA TYPE jsonb USING replace("rng_state", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "state_extra" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "state_extra" SET DATA TYPE jsonb USING replace("state_extra", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "state_extra" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "day_snapshots" ALTER COLUMN "snapshot" SET DATA TYPE jsonb USING replace("snapshot", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "resource_changes" SET DATA TYPE jsonb USING replace("resource_changes", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "state_extra" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "state_extra" SET DATA TYPE jsonb USING replace("state_extra", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "state_extra" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "facilities" ALTER COLUMN "state_extra" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "facilities" ALTER COLUMN "state_extra" SET DATA TYPE jsonb USING replace("state_extra", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "facilities" ALTER COLUMN "state_extra" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "assigned_squad" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "assigned_squad" SET DATA TYPE jsonb USING replace("assigned_squad", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "assigned_squad" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "casualties" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "casualties" SET DATA TYPE jsonb USING replace("casualties", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "casualties" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "rewards" SET DATA TYPE jsonb USING replace("rewards", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "state_extra" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "state_extra" SET DATA TYPE jsonb USING replace("state_extra", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "state_extra" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "research" ALTER COLUMN "cost" SET DATA TYPE jsonb USING replace("cost", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "research" ALTER COLUMN "state_extra" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "research" ALTER COLUMN "state_extra" SET DATA TYPE jsonb USING replace("state_extra", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "research" ALTER COLUMN "state_extra" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "unlocked_skills" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "unlocked_skills" SET DATA TYPE jsonb USING replace("unlocked_skills", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "unlocked_skills" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "loadout" SET DATA TYPE jsonb USING replace("loadout", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "history" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "history" SET DATA TYPE jsonb USING replace("history", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "history" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "state_extra" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "state_extra" SET DATA TYPE jsonb USING replace("state_extra", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "squad_members" ALTER COLUMN "state_extra" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "preferences" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "preferences" SET DATA TYPE jsonb USING replace("preferences", '\u0000', '\ufffd')::jsonb;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "preferences" SET DEFAULT '{}'::jsonb;
