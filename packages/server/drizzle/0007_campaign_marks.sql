ALTER TABLE "campaigns" ADD COLUMN "edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "played_in_browser" boolean DEFAULT false NOT NULL;