ALTER TABLE "task_user_flags" ADD COLUMN "priority_position" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dashboard_layout" jsonb;