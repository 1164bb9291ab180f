CREATE TABLE "push_deliveries" (
	"key" text NOT NULL,
	"subscription_id" bigint NOT NULL,
	"date_sent" timestamp with time zone NOT NULL,
	CONSTRAINT "push_deliveries_key_subscription_id_pk" PRIMARY KEY("key","subscription_id")
);
--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_subscription_idx" ON "push_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_date_sent_idx" ON "push_deliveries" USING btree ("date_sent");