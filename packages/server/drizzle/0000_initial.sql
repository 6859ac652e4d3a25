CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"difficulty" text DEFAULT 'normal' NOT NULL,
	"theme" text DEFAULT 'vanilla' NOT NULL,
	"day" integer DEFAULT 1 NOT NULL,
	"threat_level" integer DEFAULT 1 NOT NULL,
	"supplies" integer DEFAULT 100 NOT NULL,
	"funds" integer DEFAULT 25000 NOT NULL,
	"intel" integer DEFAULT 0 NOT NULL,
	"reputation" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_played" timestamp with time zone,
	"total_playtime" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"game_over" boolean DEFAULT false NOT NULL,
	"victory" boolean DEFAULT false NOT NULL,
	"schema_version" integer DEFAULT 1 NOT NULL,
	"next_id" integer DEFAULT 1 NOT NULL,
	"rng_state" text NOT NULL,
	"state_extra" text DEFAULT '{}' NOT NULL,
	CONSTRAINT "campaigns_difficulty_check" CHECK ("campaigns"."difficulty" in ('easy', 'normal', 'hard')),
	CONSTRAINT "campaigns_theme_check" CHECK ("campaigns"."theme" in ('vanilla', 'devastators', 'majestic', 'archbound'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"ref" text NOT NULL,
	"event_type" text NOT NULL,
	"event_title" text NOT NULL,
	"event_description" text NOT NULL,
	"occurred_on_day" integer NOT NULL,
	"resource_changes" text,
	"state_extra" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_campaign_ref_key" UNIQUE("campaign_id","ref"),
	CONSTRAINT "events_type_check" CHECK ("events"."event_type" in ('story', 'combat', 'resource', 'squad'))
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"ref" text NOT NULL,
	"facility_type" text NOT NULL,
	"facility_name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"grid_row" integer NOT NULL,
	"grid_col" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"construction_days_remaining" integer DEFAULT 0 NOT NULL,
	"state_extra" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_campaign_ref_key" UNIQUE("campaign_id","ref"),
	CONSTRAINT "facilities_campaign_position_key" UNIQUE("campaign_id","grid_row","grid_col"),
	CONSTRAINT "facilities_grid_check" CHECK ("facilities"."grid_row" between 0 and 4 and "facilities"."grid_col" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"ref" text NOT NULL,
	"mission_type" text NOT NULL,
	"difficulty" text,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"assigned_squad" text DEFAULT '[]' NOT NULL,
	"success" boolean,
	"failure_reason" text,
	"mode" text DEFAULT 'auto' NOT NULL,
	"days_remaining" integer DEFAULT 0 NOT NULL,
	"deployed_on_day" integer DEFAULT 1 NOT NULL,
	"completed_on_day" integer,
	"casualties" text DEFAULT '[]' NOT NULL,
	"rewards" text,
	"state_extra" text DEFAULT '{}' NOT NULL,
	CONSTRAINT "missions_campaign_ref_key" UNIQUE("campaign_id","ref")
);
--> statement-breakpoint
CREATE TABLE "research" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"research_type" text NOT NULL,
	"research_name" text NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"duration" integer,
	"cost" text,
	"benefits" text,
	"category" text,
	"started_on_day" integer DEFAULT 1 NOT NULL,
	"completed_on_day" integer,
	"state_extra" text DEFAULT '{}' NOT NULL,
	CONSTRAINT "research_campaign_type_key" UNIQUE("campaign_id","research_type")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "squad_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"ref" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"rank" text DEFAULT 'Private' NOT NULL,
	"class" text,
	"health" integer DEFAULT 100 NOT NULL,
	"max_health" integer DEFAULT 100 NOT NULL,
	"status" text DEFAULT 'Ready' NOT NULL,
	"missions_completed" integer DEFAULT 0 NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"unlocked_skills" text DEFAULT '[]' NOT NULL,
	"loadout" text NOT NULL,
	"history" text DEFAULT '[]' NOT NULL,
	"state_extra" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squad_members_campaign_ref_key" UNIQUE("campaign_id","ref")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"preferences" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"total_campaigns" integer DEFAULT 0 NOT NULL,
	"total_playtime" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research" ADD CONSTRAINT "research_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_user_id_idx" ON "campaigns" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","failed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");