-- Stored answers become bytes with a flag saying whether they are gzipped, instead of text told apart by a leading '{' (issue 13): a JSON answer keeps its exact text as UTF-8, a gzipped one its gzip bytes (it was base64).
ALTER TABLE "idempotency_keys" ADD COLUMN "compressed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "idempotency_keys" SET "compressed" = true WHERE left("response_body", 1) <> '{';--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" SET DATA TYPE bytea USING (CASE WHEN "compressed" THEN decode("response_body", 'base64') ELSE convert_to("response_body", 'UTF8') END);
