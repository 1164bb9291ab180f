ALTER TABLE "files" DROP CONSTRAINT "files_one_target";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "note_id" bigint;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD COLUMN "sorting_key" text COLLATE "C";--> statement-breakpoint
UPDATE "pinned_items" p SET "sorting_key" = o.k FROM (
  SELECT id, CASE WHEN n < 3844 THEN 'b' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (n / 62) + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (n % 62) + 1, 1)
    ELSE 'c' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (n / 3844) + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((n / 62) % 62) + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (n % 62) + 1, 1) END AS k
  FROM (SELECT id, (row_number() OVER (PARTITION BY project_id ORDER BY date_add DESC, id DESC) - 1)::int AS n
    FROM "pinned_items") r
) o WHERE o.id = p.id;--> statement-breakpoint
ALTER TABLE "pinned_items" ALTER COLUMN "sorting_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_note_idx" ON "files" USING btree ("note_id","id");--> statement-breakpoint
CREATE INDEX "pinned_items_project_idx" ON "pinned_items" USING btree ("project_id","sorting_key");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_one_target" CHECK (("files"."target" = 'comment') = ("files"."comment_id" is not null)
        and ("files"."target" = 'note') = ("files"."note_id" is not null)
        and ("files"."target" <> 'note' or "files"."task_id" is null)
        and ("files"."target" <> 'project' or "files"."task_id" is null)
        and ("files"."target" <> 'task' or "files"."task_id" is not null));