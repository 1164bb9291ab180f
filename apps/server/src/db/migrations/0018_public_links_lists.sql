ALTER TABLE "public_links" DROP CONSTRAINT "public_links_one_target";--> statement-breakpoint
ALTER TABLE "public_links" ADD COLUMN "tasklist_id" bigint;--> statement-breakpoint
ALTER TABLE "public_links" ADD COLUMN "link_id" bigint;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_tasklist_id_tasklists_id_fk" FOREIGN KEY ("tasklist_id") REFERENCES "public"."tasklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_link_id_project_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."project_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_tasklist_in_force_key" ON "public_links" USING btree ("tasklist_id") WHERE "public_links"."date_revoked" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_link_in_force_key" ON "public_links" USING btree ("link_id") WHERE "public_links"."date_revoked" is null;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_one_target" CHECK (num_nonnulls("public_links"."task_id", "public_links"."note_id", "public_links"."file_id", "public_links"."tasklist_id", "public_links"."link_id") = 1
        and "public_links"."target" = case when "public_links"."task_id" is not null then 'task'
          when "public_links"."note_id" is not null then 'note' when "public_links"."file_id" is not null then 'file'
          when "public_links"."tasklist_id" is not null then 'tasklist' else 'link' end);