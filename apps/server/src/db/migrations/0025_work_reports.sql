CREATE TABLE "running_works" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"task_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"is_billable" boolean DEFAULT true NOT NULL,
	"cost_minor" bigint,
	"date_started" timestamp with time zone NOT NULL,
	"date_long_noticed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"worker_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"minutes" integer NOT NULL,
	"cost_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"hour_rate_minor" bigint,
	"hour_rate_is_fixed" boolean DEFAULT false NOT NULL,
	"is_cost_fixed" boolean DEFAULT false NOT NULL,
	"is_billable" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"date_reported" timestamp with time zone NOT NULL,
	"date_add" timestamp with time zone NOT NULL,
	"date_deleted" timestamp with time zone,
	"deleted_by_id" bigint,
	"statement_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "work_reports_minutes_check" CHECK ("work_reports"."minutes" between 0 and 525600),
	CONSTRAINT "work_reports_cost_check" CHECK ("work_reports"."cost_minor" between 0 and 10000000000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_tracking_hide_finished_tasks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "running_works" ADD CONSTRAINT "running_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "running_works" ADD CONSTRAINT "running_works_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "running_works_uuid_key" ON "running_works" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "running_works_started_idx" ON "running_works" USING btree ("date_started") WHERE "running_works"."date_long_noticed" is null;--> statement-breakpoint
CREATE INDEX "work_reports_task_idx" ON "work_reports" USING btree ("task_id") WHERE "work_reports"."date_deleted" is null;--> statement-breakpoint
CREATE INDEX "work_reports_worker_idx" ON "work_reports" USING btree ("worker_id","date_reported");--> statement-breakpoint
CREATE INDEX "work_reports_project_idx" ON "work_reports" USING btree ("project_id","date_reported");--> statement-breakpoint
CREATE UNIQUE INDEX "work_reports_statement_key" ON "work_reports" USING btree ("statement_key") WHERE "work_reports"."date_deleted" is null;