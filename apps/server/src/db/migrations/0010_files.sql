CREATE TABLE "file_previews" (
	"file_id" bigint NOT NULL,
	"size" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "file_previews_file_id_size_pk" PRIMARY KEY("file_id","size")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"target" text NOT NULL,
	"project_id" bigint NOT NULL,
	"task_id" bigint,
	"comment_id" bigint,
	"owner_id" bigint NOT NULL,
	"original_filename" text NOT NULL,
	"filename" text NOT NULL,
	"extension" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"caption" text,
	"description" text,
	"date_add" timestamp with time zone NOT NULL,
	"date_deleted" timestamp with time zone,
	"deleted_by_id" bigint,
	CONSTRAINT "files_one_target" CHECK (("files"."target" = 'comment') = ("files"."comment_id" is not null)
        and ("files"."target" <> 'project' or "files"."task_id" is null)
        and ("files"."target" <> 'task' or "files"."task_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "file_previews" ADD CONSTRAINT "file_previews_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_uuid_key" ON "files" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "files_task_idx" ON "files" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "files_comment_idx" ON "files" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "files_project_idx" ON "files" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "files_storage_key_idx" ON "files" USING btree ("storage_key");