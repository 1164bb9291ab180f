ALTER TABLE "users" ADD COLUMN "dont_collapse_comment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "scroll_to_newest_comment" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "comments_desc_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_due_date_change" boolean DEFAULT false NOT NULL;