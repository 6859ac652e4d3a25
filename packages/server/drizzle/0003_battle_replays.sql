CREATE TABLE "battle_replays" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"mission_ref" text NOT NULL,
	"input" text NOT NULL,
	"seed" integer NOT NULL,
	"actions" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_replays_campaign_mission_key" UNIQUE("campaign_id","mission_ref")
);
--> statement-breakpoint
ALTER TABLE "battle_replays" ADD CONSTRAINT "battle_replays_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;