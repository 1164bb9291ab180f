CREATE TABLE "work_report_filters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_report_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"sorting" integer NOT NULL,
	"date_add" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_report_filters" ADD CONSTRAINT "work_report_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_report_filters_uuid_key" ON "work_report_filters" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "work_report_filters_user_idx" ON "work_report_filters" USING btree ("user_id","sorting");--> statement-breakpoint
CREATE INDEX "work_reports_date_idx" ON "work_reports" USING btree ("date_reported","id") WHERE "work_reports"."date_deleted" is null;