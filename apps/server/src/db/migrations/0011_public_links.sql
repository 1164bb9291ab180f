CREATE TABLE "public_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"target" text NOT NULL,
	"project_id" bigint NOT NULL,
	"task_id" bigint,
	"created_by_id" bigint NOT NULL,
	"date_add" timestamp with time zone NOT NULL,
	"date_revoked" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_token_key" ON "public_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_task_in_force_key" ON "public_links" USING btree ("task_id") WHERE "public_links"."date_revoked" is null;--> statement-breakpoint
CREATE INDEX "public_links_created_by_idx" ON "public_links" USING btree ("created_by_id");