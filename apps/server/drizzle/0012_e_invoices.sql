CREATE TABLE "e_invoice_sequences" (
	"estab" text NOT NULL,
	"pto_emi" text NOT NULL,
	"cod_doc" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "e_invoice_sequences_estab_pto_emi_cod_doc_pk" PRIMARY KEY("estab","pto_emi","cod_doc")
);
--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"einvoiceid" serial PRIMARY KEY NOT NULL,
	"saleid" integer NOT NULL,
	"kind" text NOT NULL,
	"estab" text NOT NULL,
	"pto_emi" text NOT NULL,
	"secuencial" integer NOT NULL,
	"clave" text NOT NULL,
	"ambiente" smallint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_cents" integer NOT NULL,
	"signed_xml" text NOT NULL,
	"sending_since" timestamp with time zone,
	"authorized_xml" text,
	"authorization_number" text,
	"authorized_at" timestamp with time zone,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"modifies_id" integer,
	"mailed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_saleid_sales_saleid_fk" FOREIGN KEY ("saleid") REFERENCES "public"."sales"("saleid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_order_kind_uq" ON "e_invoices" USING btree ("saleid","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_number_uq" ON "e_invoices" USING btree ("estab","pto_emi","kind","secuencial");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_clave_uq" ON "e_invoices" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "e_invoices_state_idx" ON "e_invoices" USING btree ("state","issued_at");