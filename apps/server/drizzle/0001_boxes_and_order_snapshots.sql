ALTER TABLE "categories" ADD COLUMN "unit" text DEFAULT 'PAIR' NOT NULL;--> statement-breakpoint
-- Balls, bags, bottles and the like are counted in units; the demo's two such categories are known by name.
UPDATE "categories" SET "unit" = 'UNIT' WHERE "name" IN ('Balones', 'Accesorios deportivos');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_per_box" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "stocktype" text;--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "unit" text DEFAULT 'PAIR' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "units_per_quantity" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "preventa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Lines placed before boxes were priced whole charged quantity × pair price: they read as what they were
-- charged, pairs (UNITS, 1 pair per quantity), so their totals, quantities and prices agree as they were.
UPDATE "sale_details" d SET "stocktype" = CASE WHEN p."stocktype" = 'BOXES' THEN 'UNITS' ELSE p."stocktype" END,
  "preventa" = p."preventa", "unit" = c."unit"
  FROM "products" p JOIN "categories" c ON c."categoryid" = p."categoryid" WHERE p."productid" = d."productid";--> statement-breakpoint
UPDATE "sale_details" SET "stocktype" = CASE WHEN "size_name" IS NULL THEN 'UNITS' ELSE 'SIZES' END WHERE "stocktype" IS NULL;--> statement-breakpoint
ALTER TABLE "sale_details" ALTER COLUMN "stocktype" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "ci" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "contact_lastname" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "phone2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "base_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "address" text;--> statement-breakpoint
-- Orders placed before the snapshot existed take the buyer's details as they are now: the best left to know.
UPDATE "sales" s SET "company_name" = u."company_name", "ci" = u."ci", "contact_name" = u."name",
  "contact_lastname" = u."lastname", "email" = u."email", "phone" = u."phone", "phone2" = u."phone2",
  "base_phone" = u."base_phone", "province" = u."province", "city" = u."city", "address" = u."address"
  FROM "users" u WHERE u."userid" = s."userid";--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "company_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "ci" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "contact_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "contact_lastname" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "phone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "province" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "city" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "address" SET NOT NULL;
