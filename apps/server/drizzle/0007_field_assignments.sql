CREATE TABLE "field_assignments" (
	"assignment_id" serial PRIMARY KEY NOT NULL,
	"assignment_date" date NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sub_category_code" text,
	"regular_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "field_assignments_day_uq" UNIQUE("assignment_date","user_id","project_id"),
	CONSTRAINT "field_assignments_hours_chk" CHECK ("field_assignments"."regular_hours" between 0 and 24 and "field_assignments"."overtime_hours" between 0 and 24)
);
--> statement-breakpoint
CREATE TABLE "job_startup_signatures" (
	"signature_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"signer_name" text NOT NULL,
	"company" text NOT NULL,
	"signature_png" "bytea" NOT NULL,
	"signature_sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_zone" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"collected_by" integer
);
--> statement-breakpoint
ALTER TABLE "field_assignments" ADD CONSTRAINT "field_assignments_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_assignments" ADD CONSTRAINT "field_assignments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_startup_signatures" ADD CONSTRAINT "job_startup_signatures_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_startup_signatures" ADD CONSTRAINT "job_startup_signatures_collected_by_users_user_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_assignments_date_idx" ON "field_assignments" USING btree ("assignment_date");--> statement-breakpoint
CREATE INDEX "field_assignments_project_idx" ON "field_assignments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "job_startup_signatures_project_idx" ON "job_startup_signatures" USING btree ("project_id","signed_at");