ALTER TABLE "banners" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_size_run" jsonb;