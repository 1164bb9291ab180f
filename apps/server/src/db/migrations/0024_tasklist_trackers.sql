CREATE TABLE "tasklist_trackers" (
	"tasklist_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "tasklist_trackers_tasklist_id_user_id_pk" PRIMARY KEY("tasklist_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "tasklist_trackers" ADD CONSTRAINT "tasklist_trackers_tasklist_id_tasklists_id_fk" FOREIGN KEY ("tasklist_id") REFERENCES "public"."tasklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasklist_trackers" ADD CONSTRAINT "tasklist_trackers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasklist_trackers_user_idx" ON "tasklist_trackers" USING btree ("user_id");