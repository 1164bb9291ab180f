ALTER TABLE "pinned_items" ALTER COLUMN "task_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD COLUMN "note_id" bigint;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD COLUMN "file_id" bigint;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD COLUMN "link_id" bigint;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD CONSTRAINT "pinned_items_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD CONSTRAINT "pinned_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_items" ADD CONSTRAINT "pinned_items_link_id_project_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."project_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pinned_items_note_key" ON "pinned_items" USING btree ("project_id","note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pinned_items_file_key" ON "pinned_items" USING btree ("project_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pinned_items_link_key" ON "pinned_items" USING btree ("project_id","link_id");--> statement-breakpoint
ALTER TABLE "pinned_items" ADD CONSTRAINT "pinned_items_one_item" CHECK (num_nonnulls("pinned_items"."task_id", "pinned_items"."note_id", "pinned_items"."file_id", "pinned_items"."link_id") = 1);