ALTER TABLE "sales" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_terms" text DEFAULT 'CASH' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_days" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credit_terms" CHECK ("users"."payment_terms" = 'CASH' or ("users"."credit_days" in (15, 30, 60) and "users"."credit_limit_cents" > 0));