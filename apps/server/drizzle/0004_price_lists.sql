CREATE TABLE "price_groups" (
	"groupid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "price_list_prices" (
	"listid" integer NOT NULL,
	"prodvarid" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "price_list_prices_listid_prodvarid_pk" PRIMARY KEY("listid","prodvarid"),
	CONSTRAINT "price_list_prices_positive" CHECK ("price_list_prices"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"listid" serial PRIMARY KEY NOT NULL,
	"groupid" integer NOT NULL,
	"kind" text NOT NULL,
	"percent" smallint,
	"valid_from" date,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_percent_range" CHECK ("price_lists"."percent" is null or "price_lists"."percent" between 1 and 90),
	CONSTRAINT "price_lists_window" CHECK ("price_lists"."valid_from" is null or "price_lists"."valid_until" is null or "price_lists"."valid_from" <= "price_lists"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "groupid" integer;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_listid_price_lists_listid_fk" FOREIGN KEY ("listid") REFERENCES "public"."price_lists"("listid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_prodvarid_product_variants_prodvarid_fk" FOREIGN KEY ("prodvarid") REFERENCES "public"."product_variants"("prodvarid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_groupid_price_groups_groupid_fk" FOREIGN KEY ("groupid") REFERENCES "public"."price_groups"("groupid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_groups_one_default" ON "price_groups" USING btree ("is_default") WHERE "price_groups"."is_default";--> statement-breakpoint
CREATE INDEX "price_lists_group_idx" ON "price_lists" USING btree ("groupid");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_groupid_price_groups_groupid_fk" FOREIGN KEY ("groupid") REFERENCES "public"."price_groups"("groupid") ON DELETE no action ON UPDATE no action;