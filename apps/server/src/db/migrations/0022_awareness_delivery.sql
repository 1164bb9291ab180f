CREATE TABLE "due_date_notices" (
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "due_date_notices_task_id_user_id_due_date_pk" PRIMARY KEY("task_id","user_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"device_token" text NOT NULL,
	"notification_token" text NOT NULL,
	"os_type" text NOT NULL,
	"date_add" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "monthly_report_for" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_unsubscribe_hash" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "due_date_notices" ADD CONSTRAINT "due_date_notices_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_date_notices" ADD CONSTRAINT "due_date_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_device_key" ON "push_subscriptions" USING btree ("device_token");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mail_unsubscribe_hash_key" ON "users" USING btree ("mail_unsubscribe_hash");