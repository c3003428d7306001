CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "banners" (
	"bannerid" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_publicity" (
	"brandpublicityid" serial PRIMARY KEY NOT NULL,
	"brandid" integer,
	"url" text NOT NULL,
	"landing" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"brandid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cart_details" (
	"cartdetailid" serial PRIMARY KEY NOT NULL,
	"cartid" integer NOT NULL,
	"prodvarid" integer NOT NULL,
	"sizeid" integer,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_uq" UNIQUE NULLS NOT DISTINCT("cartid","prodvarid","sizeid"),
	CONSTRAINT "cart_quantity_positive" CHECK ("cart_details"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"cartid" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	CONSTRAINT "carts_userid_unique" UNIQUE("userid")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"categoryid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"colorid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hexcode" text NOT NULL,
	CONSTRAINT "colors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"contactid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"discountcodeid" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" smallint NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"genderid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "genders_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"materialid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "materials_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"mediaid" serial PRIMARY KEY NOT NULL,
	"prodvarid" integer NOT NULL,
	"url" text NOT NULL,
	"type" text DEFAULT 'image' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"resetid" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"productid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stocktype" text NOT NULL,
	"preventa" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"brandid" integer NOT NULL,
	"genderid" integer NOT NULL,
	"categoryid" integer NOT NULL,
	"materialid" integer NOT NULL,
	"typeid" integer NOT NULL,
	"technologyid" integer NOT NULL,
	"useid" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"units_sold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_details" (
	"saledetailid" serial PRIMARY KEY NOT NULL,
	"saleid" integer NOT NULL,
	"prodvarid" integer,
	"stockid" integer,
	"productid" integer NOT NULL,
	"product_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"thumbnail" text NOT NULL,
	"code" text NOT NULL,
	"color_name" text NOT NULL,
	"color_hex" text NOT NULL,
	"size_name" text,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_value" smallint DEFAULT 0 NOT NULL,
	"line_total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_status_history" (
	"historyid" serial PRIMARY KEY NOT NULL,
	"saleid" integer NOT NULL,
	"status" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"saleid" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"saledate" timestamp with time zone DEFAULT now() NOT NULL,
	"gross_cents" integer NOT NULL,
	"discount_value" smallint DEFAULT 0 NOT NULL,
	"discount_code" text,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"items" integer NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sessionid" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"sizeid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sizes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"stockid" serial PRIMARY KEY NOT NULL,
	"prodvarid" integer NOT NULL,
	"sizeid" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_variant_size_uq" UNIQUE NULLS NOT DISTINCT("prodvarid","sizeid"),
	CONSTRAINT "stock_not_negative" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "technologies" (
	"technologyid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "technologies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "types" (
	"typeid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"documentid" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"userid" serial PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'DISTRIBUTOR' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"ci" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"company_name" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"phone" text NOT NULL,
	"phone2" text DEFAULT '' NOT NULL,
	"base_phone" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"image" text,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_ci_unique" UNIQUE("ci"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "uses" (
	"useid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "uses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"prodvarid" serial PRIMARY KEY NOT NULL,
	"productid" integer NOT NULL,
	"code" text NOT NULL,
	"colorid" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_code_unique" UNIQUE("code"),
	CONSTRAINT "variants_price_positive" CHECK ("product_variants"."price_cents" >= 0),
	CONSTRAINT "variants_discount_range" CHECK ("product_variants"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "brand_publicity" ADD CONSTRAINT "brand_publicity_brandid_brands_brandid_fk" FOREIGN KEY ("brandid") REFERENCES "public"."brands"("brandid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_details" ADD CONSTRAINT "cart_details_cartid_carts_cartid_fk" FOREIGN KEY ("cartid") REFERENCES "public"."carts"("cartid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_details" ADD CONSTRAINT "cart_details_prodvarid_product_variants_prodvarid_fk" FOREIGN KEY ("prodvarid") REFERENCES "public"."product_variants"("prodvarid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_details" ADD CONSTRAINT "cart_details_sizeid_sizes_sizeid_fk" FOREIGN KEY ("sizeid") REFERENCES "public"."sizes"("sizeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_userid_users_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_prodvarid_product_variants_prodvarid_fk" FOREIGN KEY ("prodvarid") REFERENCES "public"."product_variants"("prodvarid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_userid_users_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brandid_brands_brandid_fk" FOREIGN KEY ("brandid") REFERENCES "public"."brands"("brandid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_genderid_genders_genderid_fk" FOREIGN KEY ("genderid") REFERENCES "public"."genders"("genderid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_categoryid_categories_categoryid_fk" FOREIGN KEY ("categoryid") REFERENCES "public"."categories"("categoryid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_materialid_materials_materialid_fk" FOREIGN KEY ("materialid") REFERENCES "public"."materials"("materialid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_typeid_types_typeid_fk" FOREIGN KEY ("typeid") REFERENCES "public"."types"("typeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_technologyid_technologies_technologyid_fk" FOREIGN KEY ("technologyid") REFERENCES "public"."technologies"("technologyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_useid_uses_useid_fk" FOREIGN KEY ("useid") REFERENCES "public"."uses"("useid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_details" ADD CONSTRAINT "sale_details_saleid_sales_saleid_fk" FOREIGN KEY ("saleid") REFERENCES "public"."sales"("saleid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_details" ADD CONSTRAINT "sale_details_prodvarid_product_variants_prodvarid_fk" FOREIGN KEY ("prodvarid") REFERENCES "public"."product_variants"("prodvarid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_details" ADD CONSTRAINT "sale_details_stockid_stock_stockid_fk" FOREIGN KEY ("stockid") REFERENCES "public"."stock"("stockid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_status_history" ADD CONSTRAINT "sale_status_history_saleid_sales_saleid_fk" FOREIGN KEY ("saleid") REFERENCES "public"."sales"("saleid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_status_history" ADD CONSTRAINT "sale_status_history_changed_by_users_userid_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("userid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_userid_users_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("userid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userid_users_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_prodvarid_product_variants_prodvarid_fk" FOREIGN KEY ("prodvarid") REFERENCES "public"."product_variants"("prodvarid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_sizeid_sizes_sizeid_fk" FOREIGN KEY ("sizeid") REFERENCES "public"."sizes"("sizeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_userid_users_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_productid_products_productid_fk" FOREIGN KEY ("productid") REFERENCES "public"."products"("productid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_colorid_colors_colorid_fk" FOREIGN KEY ("colorid") REFERENCES "public"."colors"("colorid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_variant_idx" ON "product_media" USING btree ("prodvarid");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("preventa","active","productid");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brandid");--> statement-breakpoint
CREATE INDEX "products_best_idx" ON "products" USING btree ("units_sold","created_at");--> statement-breakpoint
CREATE INDEX "products_new_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sale_details_sale_idx" ON "sale_details" USING btree ("saleid");--> statement-breakpoint
CREATE INDEX "sale_history_sale_idx" ON "sale_status_history" USING btree ("saleid");--> statement-breakpoint
CREATE INDEX "sales_user_idx" ON "sales" USING btree ("userid","saledate");--> statement-breakpoint
CREATE INDEX "sales_status_idx" ON "sales" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("userid");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "product_variants" USING btree ("productid");--> statement-breakpoint
CREATE INDEX "variants_color_idx" ON "product_variants" USING btree ("colorid");