CREATE TABLE "branches" (
	"branchid" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"canton" text NOT NULL,
	"parish" text,
	"street" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"contact" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "branchid" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "branch_name" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "parish" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "address_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "delivery_contact" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "delivery_phone" text;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_userid_users_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_user_idx" ON "branches" USING btree ("userid");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_one_main" ON "branches" USING btree ("userid") WHERE "branches"."main";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_branchid_branches_branchid_fk" FOREIGN KEY ("branchid") REFERENCES "public"."branches"("branchid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_branch_idx" ON "sales" USING btree ("branchid");--> statement-breakpoint
-- Every distributor gets its main branch from the address it registered (no parish: registration asked for none).
INSERT INTO "branches" ("userid", "name", "province", "canton", "street", "phone", "contact", "main")
SELECT "userid", 'Matriz', "province", "city", "address", "phone", trim("name" || ' ' || "lastname"), true
FROM "users" WHERE "role" = 'DISTRIBUTOR';
