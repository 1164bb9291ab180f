CREATE TABLE "owner_change_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"receiving_user_id" bigint NOT NULL,
	"state_id" smallint DEFAULT 1 NOT NULL,
	"date_requested" timestamp with time zone NOT NULL,
	"date_resolved" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"invited_by_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"date_add" timestamp with time zone NOT NULL,
	"date_last_sent" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"date_accepted" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_member_roles" (
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "project_member_roles_project_id_user_id_role_id_pk" PRIMARY KEY("project_id","user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "project_tag_links" (
	"project_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	"added_by_id" bigint NOT NULL,
	"date_add" timestamp with time zone NOT NULL,
	CONSTRAINT "project_tag_links_project_id_tag_id_pk" PRIMARY KEY("project_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"name" text NOT NULL,
	"disallowed_actions" smallint[] NOT NULL,
	"is_system_role" boolean DEFAULT false NOT NULL,
	"date_add" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" bigint NOT NULL,
	"tag" text NOT NULL,
	"color" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"date_add" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_invited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "out_of_office_from" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "out_of_office_to" date;--> statement-breakpoint
ALTER TABLE "owner_change_requests" ADD CONSTRAINT "owner_change_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_change_requests" ADD CONSTRAINT "owner_change_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_change_requests" ADD CONSTRAINT "owner_change_requests_receiving_user_id_users_id_fk" FOREIGN KEY ("receiving_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member_roles" ADD CONSTRAINT "project_member_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member_roles" ADD CONSTRAINT "project_member_roles_project_id_user_id_project_members_project_id_user_id_fk" FOREIGN KEY ("project_id","user_id") REFERENCES "public"."project_members"("project_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tag_links" ADD CONSTRAINT "project_tag_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tag_links" ADD CONSTRAINT "project_tag_links_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tag_links" ADD CONSTRAINT "project_tag_links_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_change_requests_uuid_key" ON "owner_change_requests" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_change_requests_pending_key" ON "owner_change_requests" USING btree ("project_id") WHERE "owner_change_requests"."state_id" = 1;--> statement-breakpoint
CREATE INDEX "owner_change_requests_receiving_user_id_idx" ON "owner_change_requests" USING btree ("receiving_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_project_user_key" ON "project_invitations" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_token_hash_key" ON "project_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "project_invitations_user_id_idx" ON "project_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_member_roles_role_id_idx" ON "project_member_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "project_tag_links_tag_id_idx" ON "project_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_owner_name_key" ON "roles" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_author_tag_key" ON "tags" USING btree ("author_id",lower("tag"));