ALTER TABLE "idempotency_keys" RENAME COLUMN "response_body_gzip" TO "response_body";
