ALTER TABLE "comments" ADD COLUMN "is_description" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_description_key" ON "comments" USING btree ("task_id") WHERE "comments"."is_description";--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_description_on_task" CHECK (not "comments"."is_description" or "comments"."target" = 'task');