CREATE TABLE "notification_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"send_mode" text DEFAULT 'anytime' NOT NULL,
	"send_time_from" time DEFAULT '09:00:00' NOT NULL,
	"send_time_to" time DEFAULT '17:00:00' NOT NULL,
	"send_days" text DEFAULT 'monday' NOT NULL,
	"send_projects" text DEFAULT '' NOT NULL,
	"send_types" text DEFAULT '' NOT NULL,
	"quick_only_unread" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"more_types" text[] DEFAULT '{}' NOT NULL,
	"author_id" bigint,
	"who_id" bigint,
	"more_user_ids" bigint[] DEFAULT '{}' NOT NULL,
	"project_id" bigint,
	"tasklist_id" bigint,
	"task_id" bigint,
	"comment_id" bigint,
	"note_id" bigint,
	"file_id" bigint,
	"link_id" bigint,
	"event_id" bigint,
	"group_key" text,
	"notice" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"was_moved" boolean DEFAULT false NOT NULL,
	"date_action" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fanout_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_who_id_users_id_fk" FOREIGN KEY ("who_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_uuid_key" ON "notifications" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_group_key" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."read_at" is null and "notifications"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "events_fanout_pending_idx" ON "events" USING btree ("id") WHERE "events"."fanout_pending";