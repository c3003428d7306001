ALTER TABLE "carts" ADD COLUMN "last_add_hash" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "last_add_at" timestamp with time zone;