CREATE TABLE "project_view_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_view_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint,
	"user_id" bigint,
	"layout" text,
	"default_page" text,
	"order_settings" jsonb,
	"date_upd" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_members" ADD COLUMN "is_favorite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_members" ADD COLUMN "tasklists_acl" bigint[];--> statement-breakpoint
ALTER TABLE "project_members" ADD COLUMN "hour_rate" bigint;--> statement-breakpoint
ALTER TABLE "project_members" ADD COLUMN "hour_rate_is_fixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_members" ADD COLUMN "is_invited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "due_date_end" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "client" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_amount" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_minutes" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_is_recurrent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_next_reset_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_null_after_months_count" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_null_in_day_of_month" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hide_work_reports_on_time_estimates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "date_archived" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "date_deleted" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "deleted_by_id" bigint;--> statement-breakpoint
ALTER TABLE "tasklists" ADD COLUMN "date_archived" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasklists" ADD COLUMN "date_deleted" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasklists" ADD COLUMN "deleted_by_id" bigint;--> statement-breakpoint
ALTER TABLE "project_view_settings" ADD CONSTRAINT "project_view_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_view_settings" ADD CONSTRAINT "project_view_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_view_settings_scope_key" ON "project_view_settings" USING btree (coalesce("user_id", 0),coalesce("project_id", 0));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasklists" ADD CONSTRAINT "tasklists_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_date_deleted_idx" ON "projects" USING btree ("date_deleted");