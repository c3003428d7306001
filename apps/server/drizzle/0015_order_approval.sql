ALTER TABLE "sales" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_approved_by_users_userid_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("userid") ON DELETE set null ON UPDATE no action;