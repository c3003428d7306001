CREATE TABLE "bank_accounts" (
	"bankaccountid" serial PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"account_type" text NOT NULL,
	"number" text NOT NULL,
	"holder" text NOT NULL,
	"ruc" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_receipts" (
	"receiptid" serial PRIMARY KEY NOT NULL,
	"saleid" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"alertid" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"prodvarid" integer NOT NULL,
	"sizeid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payment_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "sale_receipts" ADD CONSTRAINT "sale_receipts_saleid_sales_saleid_fk" FOREIGN KEY ("saleid") REFERENCES "public"."sales"("saleid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipts" ADD CONSTRAINT "sale_receipts_reviewed_by_users_userid_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("userid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_userid_users_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_prodvarid_product_variants_prodvarid_fk" FOREIGN KEY ("prodvarid") REFERENCES "public"."product_variants"("prodvarid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_sizeid_sizes_sizeid_fk" FOREIGN KEY ("sizeid") REFERENCES "public"."sizes"("sizeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_receipts_sale_idx" ON "sale_receipts" USING btree ("saleid");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_uq" ON "stock_alerts" USING btree ("userid","prodvarid",coalesce("sizeid", 0)) WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_variant_idx" ON "stock_alerts" USING btree ("prodvarid");--> statement-breakpoint
CREATE INDEX "sales_payment_idx" ON "sales" USING btree ("payment_status");