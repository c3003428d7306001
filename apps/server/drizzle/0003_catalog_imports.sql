CREATE TABLE "catalog_imports" (
	"importid" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"msg" text NOT NULL,
	"result" jsonb,
	"row_errors" jsonb,
	"file_key" text NOT NULL,
	"userid" integer,
	"job_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_userid_users_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_imports_one_running_uq" ON "catalog_imports" USING btree ("status") WHERE "catalog_imports"."status" = 'running';