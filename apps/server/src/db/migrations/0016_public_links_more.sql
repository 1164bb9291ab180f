ALTER TABLE "public_links" ADD COLUMN "note_id" bigint;--> statement-breakpoint
ALTER TABLE "public_links" ADD COLUMN "file_id" bigint;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_note_in_force_key" ON "public_links" USING btree ("note_id") WHERE "public_links"."date_revoked" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_file_in_force_key" ON "public_links" USING btree ("file_id") WHERE "public_links"."date_revoked" is null;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_one_target" CHECK (num_nonnulls("public_links"."task_id", "public_links"."note_id", "public_links"."file_id") = 1
        and "public_links"."target" = case when "public_links"."task_id" is not null then 'task'
          when "public_links"."note_id" is not null then 'note' else 'file' end);