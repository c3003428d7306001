CREATE TABLE "quote_lines" (
	"quotelineid" serial PRIMARY KEY NOT NULL,
	"quoteid" integer NOT NULL,
	"prodvarid" integer,
	"sizeid" integer,
	"productid" integer NOT NULL,
	"product_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"thumbnail" text,
	"code" text NOT NULL,
	"color_name" text NOT NULL,
	"color_hex" text NOT NULL,
	"size_name" text,
	"stocktype" text NOT NULL,
	"unit" text NOT NULL,
	"units_per_quantity" integer NOT NULL,
	"preventa" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"list_cents" integer NOT NULL,
	"quoted_cents" integer
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"quoteid" serial PRIMARY KEY NOT NULL,
	"companyid" integer NOT NULL,
	"requested_by" integer,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"percent_off" smallint,
	"valid_until" date,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decline_reason" text DEFAULT '' NOT NULL,
	"saleid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_saleid_unique" UNIQUE("saleid")
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quoteid_quotes_quoteid_fk" FOREIGN KEY ("quoteid") REFERENCES "public"."quotes"("quoteid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_prodvarid_product_variants_prodvarid_fk" FOREIGN KEY ("prodvarid") REFERENCES "public"."product_variants"("prodvarid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_sizeid_sizes_sizeid_fk" FOREIGN KEY ("sizeid") REFERENCES "public"."sizes"("sizeid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_companyid_companies_companyid_fk" FOREIGN KEY ("companyid") REFERENCES "public"."companies"("companyid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_requested_by_users_userid_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answered_by_users_userid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_decided_by_users_userid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_saleid_sales_saleid_fk" FOREIGN KEY ("saleid") REFERENCES "public"."sales"("saleid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quoteid");--> statement-breakpoint
CREATE INDEX "quotes_company_idx" ON "quotes" USING btree ("companyid","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_entered_by_users_userid_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("userid") ON DELETE set null ON UPDATE no action;