CREATE TABLE "task_user_flags" (
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"is_my_priority" boolean DEFAULT false NOT NULL,
	"is_tracked" boolean DEFAULT false NOT NULL,
	"date_upd" timestamp with time zone NOT NULL,
	CONSTRAINT "task_user_flags_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_workers" (
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"date_add" timestamp with time zone NOT NULL,
	CONSTRAINT "task_workers_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
DROP INDEX "tasks_project_id_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "priority_enum" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_date_has_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_date_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_date_end_has_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assigner_id" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "sorting_key" text COLLATE "C";--> statement-breakpoint
-- Existing tasks keep their order: the n-th task of a list gets the n-th key that fractional
-- indexing hands out when appending (a0..az, b00..bzz, c000..), as if added one after another.
WITH "numbered" AS (
	SELECT "id", (row_number() OVER (PARTITION BY "tasklist_id" ORDER BY "sorting_id", "id") - 1)::int AS "n"
	FROM "tasks"
), "digits" AS (
	SELECT '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'::text AS "d"
)
UPDATE "tasks" SET "sorting_key" = CASE
	WHEN "numbered"."n" < 62 THEN 'a' || substr("d", "numbered"."n" + 1, 1)
	WHEN "numbered"."n" < 3906 THEN 'b' || substr("d", ("numbered"."n" - 62) / 62 + 1, 1) || substr("d", ("numbered"."n" - 62) % 62 + 1, 1)
	ELSE 'c' || substr("d", ("numbered"."n" - 3906) / 3844 + 1, 1) || substr("d", ("numbered"."n" - 3906) / 62 % 62 + 1, 1) || substr("d", ("numbered"."n" - 3906) % 62 + 1, 1)
END
FROM "numbered", "digits"
WHERE "tasks"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "sorting_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "date_upd" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "date_deleted" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "deleted_by_id" bigint;--> statement-breakpoint
ALTER TABLE "task_user_flags" ADD CONSTRAINT "task_user_flags_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_user_flags" ADD CONSTRAINT "task_user_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_workers" ADD CONSTRAINT "task_workers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_workers" ADD CONSTRAINT "task_workers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_user_flags_my_priority_idx" ON "task_user_flags" USING btree ("user_id","task_id") WHERE "task_user_flags"."is_my_priority";--> statement-breakpoint
CREATE INDEX "task_workers_user_id_idx" ON "task_workers" USING btree ("user_id","task_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigner_id_users_id_fk" FOREIGN KEY ("assigner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_board_idx" ON "tasks" USING btree ("project_id","tasklist_id","sorting_key") WHERE "tasks"."date_deleted" is null;--> statement-breakpoint
CREATE INDEX "tasks_tasklist_idx" ON "tasks" USING btree ("tasklist_id","sorting_key");--> statement-breakpoint
CREATE INDEX "tasks_trash_idx" ON "tasks" USING btree ("project_id","date_deleted") WHERE "tasks"."date_deleted" is not null;--> statement-breakpoint
CREATE INDEX "tasks_due_date_idx" ON "tasks" USING btree ("project_id","due_date") WHERE "tasks"."date_deleted" is null and "tasks"."due_date" is not null;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_priority_enum_check" CHECK ("tasks"."priority_enum" in ('l', 'm', 'h'));