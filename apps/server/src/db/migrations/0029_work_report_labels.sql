CREATE TABLE "work_report_labels" (
	"work_report_id" bigint NOT NULL,
	"label_id" bigint NOT NULL,
	CONSTRAINT "work_report_labels_work_report_id_label_id_pk" PRIMARY KEY("work_report_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "running_works" ADD COLUMN "label_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "work_report_labels" ADD CONSTRAINT "work_report_labels_work_report_id_work_reports_id_fk" FOREIGN KEY ("work_report_id") REFERENCES "public"."work_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_report_labels" ADD CONSTRAINT "work_report_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_report_labels_label_idx" ON "work_report_labels" USING btree ("label_id");