CREATE TABLE "receipts" (
	"receipt_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"receipt_number" text NOT NULL,
	"project_id" integer,
	"condition_id" integer,
	"user_id" integer,
	"vendor" text DEFAULT '' NOT NULL,
	"transaction_date" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"purchased_with_card" boolean NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"file_key" uuid NOT NULL,
	"status" text DEFAULT 'Received' NOT NULL,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"accounting_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_kind_chk" CHECK ("receipts"."kind" in ('nonproject', 'project')),
	CONSTRAINT "receipts_status_chk" CHECK ("receipts"."status" in ('Received', 'Processed')),
	CONSTRAINT "receipts_total_chk" CHECK ("receipts"."total" > 0),
	CONSTRAINT "receipts_project_chk" CHECK (("receipts"."kind" = 'project') = ("receipts"."project_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_condition_id_conditions_condition_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("condition_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_file_key_stored_files_file_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("file_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_processed_by_users_user_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_status_idx" ON "receipts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "receipts_project_idx" ON "receipts" USING btree ("project_id","condition_id");--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id");