-- The distributor becomes a company (docs/product.md §28): what belonged to the account moves to its company, whose
-- id is the account's own, so its orders, branches and documents keep their numbers; the account is its «Titular».
CREATE TABLE "companies" (
	"companyid" integer PRIMARY KEY NOT NULL,
	"ci" text NOT NULL,
	"company_name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"groupid" integer,
	"payment_terms" text DEFAULT 'CASH' NOT NULL,
	"credit_days" smallint,
	"credit_limit_cents" integer,
	"phone" text NOT NULL,
	"phone2" text DEFAULT '' NOT NULL,
	"base_phone" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_ci_unique" UNIQUE("ci"),
	CONSTRAINT "companies_credit_terms" CHECK ("companies"."payment_terms" = 'CASH' or ("companies"."credit_days" in (15, 30, 60) and "companies"."credit_limit_cents" > 0))
);
--> statement-breakpoint
INSERT INTO "companies" ("companyid", "ci", "company_name", "status", "status_reason", "groupid", "payment_terms", "credit_days", "credit_limit_cents", "phone", "phone2", "base_phone", "province", "city", "address", "created_at", "updated_at")
SELECT "userid", "ci", "company_name", "status", "status_reason", "groupid", "payment_terms", "credit_days", "credit_limit_cents", "phone", "phone2", "base_phone", "province", "city", "address", "created_at", "updated_at"
FROM "users" WHERE "role" = 'DISTRIBUTOR';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_groupid_price_groups_groupid_fk" FOREIGN KEY ("groupid") REFERENCES "public"."price_groups"("groupid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "companyid" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_limit_cents" integer;--> statement-breakpoint
-- Each distributor's account is its company's owner, and may sign in as the company's approval allows.
UPDATE "users" SET "companyid" = "userid", "company_role" = 'OWNER', "status" = 'APPROVED' WHERE "role" = 'DISTRIBUTOR';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "status" SET DEFAULT 'APPROVED';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_companyid_companies_companyid_fk" FOREIGN KEY ("companyid") REFERENCES "public"."companies"("companyid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_role" CHECK (("users"."companyid" is null) = ("users"."company_role" is null));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("companyid");--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_ci_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_credit_terms";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_groupid_price_groups_groupid_fk";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "ci";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "phone2";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "base_phone";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "province";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "city";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "status_reason";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "groupid";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "payment_terms";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credit_days";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credit_limit_cents";--> statement-breakpoint
-- Branches and documents were the account's: they are its company's (the same number).
ALTER TABLE "branches" DROP CONSTRAINT "branches_userid_users_userid_fk";--> statement-breakpoint
DROP INDEX "branches_user_idx";--> statement-breakpoint
DROP INDEX "branches_one_main";--> statement-breakpoint
ALTER TABLE "branches" RENAME COLUMN "userid" TO "companyid";--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_companyid_companies_companyid_fk" FOREIGN KEY ("companyid") REFERENCES "public"."companies"("companyid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_company_idx" ON "branches" USING btree ("companyid");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_one_main" ON "branches" USING btree ("companyid") WHERE "branches"."main";--> statement-breakpoint
ALTER TABLE "user_documents" DROP CONSTRAINT "user_documents_userid_users_userid_fk";--> statement-breakpoint
ALTER TABLE "user_documents" RENAME COLUMN "userid" TO "companyid";--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_companyid_companies_companyid_fk" FOREIGN KEY ("companyid") REFERENCES "public"."companies"("companyid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An order is its company's, and says who placed it (the account, until now the same).
ALTER TABLE "sales" ADD COLUMN "companyid" integer;--> statement-breakpoint
UPDATE "sales" SET "companyid" = "userid" WHERE "userid" IN (SELECT "companyid" FROM "companies");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_companyid_companies_companyid_fk" FOREIGN KEY ("companyid") REFERENCES "public"."companies"("companyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_company_idx" ON "sales" USING btree ("companyid","saledate");
--> statement-breakpoint
-- The owner invites people by e-mail (docs/product.md §28).
CREATE TABLE "company_invitations" (
	"invitationid" serial PRIMARY KEY NOT NULL,
	"companyid" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"company_role" text NOT NULL,
	"order_limit_cents" integer,
	"invited_by" integer,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_email_unique" UNIQUE("email"),
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_companyid_companies_companyid_fk" FOREIGN KEY ("companyid") REFERENCES "public"."companies"("companyid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_userid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("companyid");
