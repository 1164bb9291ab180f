ALTER TABLE "comments" DROP CONSTRAINT "comments_one_target";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "file_id" bigint;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_file_idx" ON "comments" USING btree ("file_id","id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_target" CHECK (("comments"."target" = 'task') = ("comments"."task_id" is not null)
        and ("comments"."target" = 'tasklist') = ("comments"."tasklist_id" is not null and "comments"."task_id" is null)
        and ("comments"."target" = 'link') = ("comments"."link_id" is not null)
        and ("comments"."target" = 'note') = ("comments"."note_id" is not null)
        and ("comments"."target" = 'file') = ("comments"."file_id" is not null)
        and "comments"."target" in ('task', 'tasklist', 'project', 'link', 'note', 'file'));