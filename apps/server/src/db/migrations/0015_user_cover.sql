ALTER TABLE "users" ADD COLUMN "cover_uuid" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cover_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_cover_uuid_key" ON "users" USING btree ("cover_uuid");