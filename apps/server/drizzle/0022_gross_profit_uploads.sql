CREATE TABLE "gross_profit_uploads" (
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"project_id" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gross_profit_uploads_year_month_project_id_pk" PRIMARY KEY("year","month","project_id"),
	CONSTRAINT "gross_profit_uploads_month_chk" CHECK ("gross_profit_uploads"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "gross_profit_uploads" ADD CONSTRAINT "gross_profit_uploads_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gross_profit_uploads" ADD CONSTRAINT "gross_profit_uploads_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;