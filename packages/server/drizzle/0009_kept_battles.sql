CREATE TABLE "battle_steps" (
	"battle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"action_count" integer NOT NULL,
	"step" jsonb NOT NULL,
	CONSTRAINT "battle_steps_pkey" PRIMARY KEY("battle_id","position")
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"mission_ref" text NOT NULL,
	"seed" integer NOT NULL,
	"input" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"action_count" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"previous_state" jsonb,
	"rules_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battles_campaign_mission_key" UNIQUE("campaign_id","mission_ref")
);
--> statement-breakpoint
ALTER TABLE "battle_replays" ADD COLUMN "rules_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_replays" ADD COLUMN "frames" jsonb;--> statement-breakpoint
ALTER TABLE "battle_steps" ADD CONSTRAINT "battle_steps_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_replays_campaign_created_idx" ON "battle_replays" USING btree ("campaign_id","created_at");