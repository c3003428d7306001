CREATE TABLE "history" (
	"historyid" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"label" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"invitationid" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" integer,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "ci" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_actor_id_users_userid_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_userid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_at_idx" ON "history" USING btree ("at");--> statement-breakpoint
CREATE INDEX "history_entity_idx" ON "history" USING btree ("entity","entity_id","at");