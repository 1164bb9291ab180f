CREATE TABLE "note_doc_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "note_doc_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"note_id" bigint NOT NULL,
	"generation" integer NOT NULL,
	"update" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "note_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"note_id" bigint NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"date_edit" timestamp with time zone NOT NULL,
	"editor_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_trackers" (
	"note_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "note_trackers_note_id_user_id_pk" PRIMARY KEY("note_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" bigint NOT NULL,
	"tasklist_id" bigint,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author_id" bigint NOT NULL,
	"updated_by_id" bigint,
	"date_add" timestamp with time zone NOT NULL,
	"date_upd" timestamp with time zone NOT NULL,
	"date_deleted" timestamp with time zone,
	"deleted_by_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"doc_generation" integer DEFAULT 1 NOT NULL,
	"doc_state" "bytea"
);
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_one_target";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "note_id" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "note_id" bigint;--> statement-breakpoint
ALTER TABLE "note_doc_updates" ADD CONSTRAINT "note_doc_updates_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_history" ADD CONSTRAINT "note_history_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_history" ADD CONSTRAINT "note_history_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_trackers" ADD CONSTRAINT "note_trackers_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_trackers" ADD CONSTRAINT "note_trackers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_tasklist_id_tasklists_id_fk" FOREIGN KEY ("tasklist_id") REFERENCES "public"."tasklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_doc_updates_note_idx" ON "note_doc_updates" USING btree ("note_id","id");--> statement-breakpoint
CREATE INDEX "note_history_note_idx" ON "note_history" USING btree ("note_id","id");--> statement-breakpoint
CREATE INDEX "note_trackers_user_idx" ON "note_trackers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_uuid_key" ON "notes" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "notes_project_idx" ON "notes" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "notes_tasklist_idx" ON "notes" USING btree ("tasklist_id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_note_idx" ON "comments" USING btree ("note_id","id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_target" CHECK (("comments"."target" = 'task') = ("comments"."task_id" is not null)
        and ("comments"."target" = 'tasklist') = ("comments"."tasklist_id" is not null and "comments"."task_id" is null)
        and ("comments"."target" = 'link') = ("comments"."link_id" is not null)
        and ("comments"."target" = 'note') = ("comments"."note_id" is not null)
        and "comments"."target" in ('task', 'tasklist', 'project', 'link', 'note'));