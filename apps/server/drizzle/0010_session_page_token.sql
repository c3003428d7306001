ALTER TABLE "sessions" ADD COLUMN "page_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_page_token_hash_unique" UNIQUE("page_token_hash");