CREATE TABLE "invoice_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"supplier" jsonb NOT NULL,
	"series_prefix" text,
	"vat_rate" smallint NOT NULL,
	"due_days" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"user_id" bigint NOT NULL,
	"prefix" text NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "invoice_series_user_id_prefix_pk" PRIMARY KEY("user_id","prefix")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" bigint NOT NULL,
	"project_id" bigint,
	"project_name" text NOT NULL,
	"number" text NOT NULL,
	"state" text NOT NULL,
	"grouping" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"issue_date" date NOT NULL,
	"taxable_supply_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"vat_rate" smallint NOT NULL,
	"supplier" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"minutes" integer NOT NULL,
	"reports_count" integer NOT NULL,
	"total_without_vat" bigint NOT NULL,
	"total_vat" bigint NOT NULL,
	"total_with_vat" bigint NOT NULL,
	"date_add" timestamp with time zone NOT NULL,
	"date_cancelled" timestamp with time zone,
	"cancelled_by_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoices_state_check" CHECK ("invoices"."state" in ('issued', 'cancelled')),
	CONSTRAINT "invoices_vat_rate_check" CHECK ("invoices"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "work_reports" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_uuid_key" ON "invoices" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_issuer_number_key" ON "invoices" USING btree ("issuer_id","number");--> statement-breakpoint
CREATE INDEX "invoices_project_idx" ON "invoices" USING btree ("project_id","issue_date");--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_reports_invoice_idx" ON "work_reports" USING btree ("invoice_id") WHERE "work_reports"."invoice_id" is not null;