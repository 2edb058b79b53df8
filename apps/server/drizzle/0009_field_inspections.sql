CREATE TABLE "kpi_criteria" (
	"criteria_id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"row_number" integer NOT NULL,
	"criteria" text NOT NULL,
	"options" text NOT NULL,
	"section" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "kpi_criteria_row_uq" UNIQUE("type","row_number"),
	CONSTRAINT "kpi_criteria_type_chk" CHECK ("kpi_criteria"."type" in ('Fleet', 'Uniform', 'Warehouse', 'Safety'))
);
--> statement-breakpoint
CREATE TABLE "kpi_events" (
	"kpi_event_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"van_id" integer,
	"location" text,
	"project_id" integer,
	"comments" text,
	"survey_date" date NOT NULL,
	"surveyor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_events_type_chk" CHECK ("kpi_events"."type" in ('Fleet', 'Uniform', 'Warehouse', 'Safety'))
);
--> statement-breakpoint
CREATE TABLE "kpi_results" (
	"kpi_event_id" uuid NOT NULL,
	"criteria_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "kpi_results_kpi_event_id_criteria_id_pk" PRIMARY KEY("kpi_event_id","criteria_id")
);
--> statement-breakpoint
CREATE TABLE "training_attendance" (
	"course_id" integer NOT NULL,
	"course_date" date NOT NULL,
	"user_id" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_attendance_course_id_course_date_user_id_pk" PRIMARY KEY("course_id","course_date","user_id")
);
--> statement-breakpoint
CREATE TABLE "training_courses" (
	"course_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"duration_hours" numeric(5, 2) NOT NULL,
	"owner_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_courses_duration_chk" CHECK ("training_courses"."duration_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "vans" (
	"van_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "kpi_events" ADD CONSTRAINT "kpi_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_events" ADD CONSTRAINT "kpi_events_van_id_vans_van_id_fk" FOREIGN KEY ("van_id") REFERENCES "public"."vans"("van_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_events" ADD CONSTRAINT "kpi_events_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_events" ADD CONSTRAINT "kpi_events_surveyor_id_users_user_id_fk" FOREIGN KEY ("surveyor_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_results" ADD CONSTRAINT "kpi_results_kpi_event_id_kpi_events_kpi_event_id_fk" FOREIGN KEY ("kpi_event_id") REFERENCES "public"."kpi_events"("kpi_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_results" ADD CONSTRAINT "kpi_results_criteria_id_kpi_criteria_criteria_id_fk" FOREIGN KEY ("criteria_id") REFERENCES "public"."kpi_criteria"("criteria_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attendance" ADD CONSTRAINT "training_attendance_course_id_training_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attendance" ADD CONSTRAINT "training_attendance_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attendance" ADD CONSTRAINT "training_attendance_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_events_type_date_idx" ON "kpi_events" USING btree ("type","survey_date");--> statement-breakpoint
CREATE INDEX "training_attendance_date_idx" ON "training_attendance" USING btree ("course_date");