CREATE TABLE "mail_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"date_sent" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_key" ON "mail_outbox" USING btree ("key");