CREATE TABLE "custom_field_enum_values" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_field_enum_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"field_id" bigint NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_values" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_field_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"field_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"value" jsonb NOT NULL,
	"author_id" bigint,
	"date_add" timestamp with time zone NOT NULL,
	"date_edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type_id" smallint NOT NULL,
	"priority" integer NOT NULL,
	"author_id" bigint,
	"date_add" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "label_owners" (
	"label_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "label_owners_label_id_user_id_pk" PRIMARY KEY("label_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"author_id" bigint,
	"date_add" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pinned_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pinned_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"author_id" bigint,
	"date_add" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_labels" (
	"task_id" bigint NOT NULL,
	"label_id" bigint NOT NULL,
	"added_by_id" bigint,
	"date_add" timestamp with time zone NOT NULL,
	CONSTRAINT "task_labels_task_id_label_id_pk" PRIMARY KEY("task_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "task_recurrences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_recurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" bigint NOT NULL,
	"current_task_id" bigint,
	"unit" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"weekdays" smallint[],
	"based_on" text NOT NULL,
	"author_id" bigint,
	"date_add" timestamp with time zone NOT NULL,
	"date_upd" timestamp with time zone,
	CONSTRAINT "task_recurrences_unit_check" CHECK ("task_recurrences"."unit" in ('day', 'week', 'month', 'year')),
	CONSTRAINT "task_recurrences_based_on_check" CHECK ("task_recurrences"."based_on" in ('due_date', 'completion')),
	CONSTRAINT "task_recurrences_interval_check" CHECK ("task_recurrences"."interval" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "task_relations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_relations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_task_id" bigint NOT NULL,
	"target_task_id" bigint NOT NULL,
	"author_id" bigint,
	"date_add" timestamp with time zone NOT NULL,
	CONSTRAINT "task_relations_kind_check" CHECK ("task_relations"."kind" in ('blocked_by', 'blocks', 'duplicate_of', 'related_to')),
	CONSTRAINT "task_relations_not_self_check" CHECK ("task_relations"."source_task_id" <> "task_relations"."target_task_id")
);
--> statement-breakpoint
CREATE TABLE "task_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"remind_at" timestamp with time zone,
	"due_date_offset" text,
	"date_add" timestamp with time zone NOT NULL,
	"date_sent" timestamp with time zone,
	CONSTRAINT "task_reminders_offset_check" CHECK ("task_reminders"."due_date_offset" in ('2h', '1h', '30m', '15m', 'due')),
	CONSTRAINT "task_reminders_one_kind_check" CHECK (("task_reminders"."remind_at" is null) <> ("task_reminders"."due_date_offset" is null))
);
--> statement-breakpoint
CREATE TABLE "task_user_estimates" (
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"minutes" integer NOT NULL,
	"date_upd" timestamp with time zone NOT NULL,
	CONSTRAINT "task_user_estimates_task_id_user_id_pk" PRIMARY KEY("task_id","user_id"),
	CONSTRAINT "task_user_estimates_minutes_check" CHECK ("task_user_estimates"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "taskchecks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taskchecks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"task_id" bigint NOT NULL,
	"name" text NOT NULL,
	"state_id" smallint DEFAULT 1 NOT NULL,
	"worker_id" bigint,
	"due_date" timestamp with time zone,
	"due_date_has_time" boolean DEFAULT false NOT NULL,
	"due_date_end" timestamp with time zone,
	"due_date_end_has_time" boolean DEFAULT false NOT NULL,
	"author_id" bigint NOT NULL,
	"finished_by_id" bigint,
	"date_add" timestamp with time zone NOT NULL,
	"date_finished" timestamp with time zone,
	"sorting_key" text COLLATE "C" NOT NULL,
	"smart_task_id" bigint,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "time_estimate_minutes" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "smart_parent_task_id" bigint;--> statement-breakpoint
ALTER TABLE "custom_field_enum_values" ADD CONSTRAINT "custom_field_enum_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_owners" ADD CONSTRAINT "label_owners_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_owners" ADD CONSTRAINT "label_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD CONSTRAINT "pinned_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD CONSTRAINT "pinned_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD CONSTRAINT "pinned_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_labels" ADD CONSTRAINT "task_labels_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_labels" ADD CONSTRAINT "task_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_labels" ADD CONSTRAINT "task_labels_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_recurrences" ADD CONSTRAINT "task_recurrences_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_recurrences" ADD CONSTRAINT "task_recurrences_current_task_id_tasks_id_fk" FOREIGN KEY ("current_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_recurrences" ADD CONSTRAINT "task_recurrences_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_relations" ADD CONSTRAINT "task_relations_source_task_id_tasks_id_fk" FOREIGN KEY ("source_task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_relations" ADD CONSTRAINT "task_relations_target_task_id_tasks_id_fk" FOREIGN KEY ("target_task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_relations" ADD CONSTRAINT "task_relations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_user_estimates" ADD CONSTRAINT "task_user_estimates_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_user_estimates" ADD CONSTRAINT "task_user_estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taskchecks" ADD CONSTRAINT "taskchecks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taskchecks" ADD CONSTRAINT "taskchecks_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taskchecks" ADD CONSTRAINT "taskchecks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taskchecks" ADD CONSTRAINT "taskchecks_finished_by_id_users_id_fk" FOREIGN KEY ("finished_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taskchecks" ADD CONSTRAINT "taskchecks_smart_task_id_tasks_id_fk" FOREIGN KEY ("smart_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_enum_values_uuid_key" ON "custom_field_enum_values" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "custom_field_enum_values_field_idx" ON "custom_field_enum_values" USING btree ("field_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_values_uuid_key" ON "custom_field_values" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_values_field_task_key" ON "custom_field_values" USING btree ("field_id","task_id");--> statement-breakpoint
CREATE INDEX "custom_field_values_task_idx" ON "custom_field_values" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_uuid_key" ON "custom_fields" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "custom_fields_project_idx" ON "custom_fields" USING btree ("project_id","priority");--> statement-breakpoint
CREATE INDEX "label_owners_user_idx" ON "label_owners" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_uuid_key" ON "labels" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "pinned_items_task_key" ON "pinned_items" USING btree ("project_id","task_id");--> statement-breakpoint
CREATE INDEX "task_labels_label_idx" ON "task_labels" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_recurrences_uuid_key" ON "task_recurrences" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "task_recurrences_current_task_key" ON "task_recurrences" USING btree ("current_task_id") WHERE "task_recurrences"."current_task_id" is not null;--> statement-breakpoint
CREATE INDEX "task_recurrences_project_idx" ON "task_recurrences" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_relations_uuid_key" ON "task_relations" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "task_relations_pair_key" ON "task_relations" USING btree ("source_task_id","target_task_id","kind");--> statement-breakpoint
CREATE INDEX "task_relations_target_idx" ON "task_relations" USING btree ("target_task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_reminders_uuid_key" ON "task_reminders" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "task_reminders_user_idx" ON "task_reminders" USING btree ("user_id","remind_at");--> statement-breakpoint
CREATE INDEX "task_reminders_task_idx" ON "task_reminders" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taskchecks_uuid_key" ON "taskchecks" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "taskchecks_task_idx" ON "taskchecks" USING btree ("task_id","sorting_key");--> statement-breakpoint
CREATE UNIQUE INDEX "taskchecks_smart_task_key" ON "taskchecks" USING btree ("smart_task_id") WHERE "taskchecks"."smart_task_id" is not null;--> statement-breakpoint
CREATE INDEX "taskchecks_worker_idx" ON "taskchecks" USING btree ("worker_id") WHERE "taskchecks"."worker_id" is not null;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_smart_parent_task_id_tasks_id_fk" FOREIGN KEY ("smart_parent_task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_smart_parent_idx" ON "tasks" USING btree ("smart_parent_task_id") WHERE "tasks"."smart_parent_task_id" is not null;