CREATE TABLE "task_filters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"values" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"date_add" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_filters" ADD CONSTRAINT "task_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_filters_uuid_key" ON "task_filters" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "task_filters_user_idx" ON "task_filters" USING btree ("user_id","position");