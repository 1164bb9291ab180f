CREATE TABLE "project_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"author_id" bigint NOT NULL,
	"date_add" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_one_target";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "link_id" bigint;--> statement-breakpoint
ALTER TABLE "project_links" ADD CONSTRAINT "project_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_links" ADD CONSTRAINT "project_links_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_links_uuid_key" ON "project_links" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "project_links_project_idx" ON "project_links" USING btree ("project_id","id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_link_id_project_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."project_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_link_idx" ON "comments" USING btree ("link_id","id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_target" CHECK (("comments"."target" = 'task') = ("comments"."task_id" is not null)
        and ("comments"."target" = 'tasklist') = ("comments"."tasklist_id" is not null and "comments"."task_id" is null)
        and ("comments"."target" = 'link') = ("comments"."link_id" is not null)
        and "comments"."target" in ('task', 'tasklist', 'project', 'link'));