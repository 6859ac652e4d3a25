-- Issue 36: the daily battle (one per UTC day, its seed secret until the day is over) and each player's one try; a daily battle and its replay belong to no campaign.
CREATE TABLE "daily_battles" (
	"day" text PRIMARY KEY NOT NULL,
	"seed" jsonb NOT NULL,
	"setup" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"user_id" integer NOT NULL,
	"battle_id" integer,
	"edited" boolean DEFAULT false NOT NULL,
	"hide_name" boolean DEFAULT false NOT NULL,
	"score" integer,
	"parts" jsonb,
	"turns" integer,
	"survivors" integer,
	"victory" boolean,
	"replay_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "daily_entries_day_user_key" UNIQUE("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "battle_replays" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_entries" ADD CONSTRAINT "daily_entries_day_daily_battles_day_fk" FOREIGN KEY ("day") REFERENCES "public"."daily_battles"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_entries" ADD CONSTRAINT "daily_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_entries" ADD CONSTRAINT "daily_entries_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_entries_board_idx" ON "daily_entries" USING btree ("day","score" DESC NULLS LAST,"turns","finished_at","id") WHERE "daily_entries"."finished_at" is not null;