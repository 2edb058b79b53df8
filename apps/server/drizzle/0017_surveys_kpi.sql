CREATE TABLE "client_survey_answers" (
	"survey_id" integer NOT NULL,
	"question_id" smallint NOT NULL,
	"value" smallint NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_survey_answers_survey_id_question_id_pk" PRIMARY KEY("survey_id","question_id"),
	CONSTRAINT "client_survey_answers_value_chk" CHECK ("client_survey_answers"."value" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "client_surveys" (
	"survey_id" serial PRIMARY KEY NOT NULL,
	"kpi_event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"survey_type" text DEFAULT 'PP' NOT NULL,
	"rep_user_id" integer,
	"batch_date" date NOT NULL,
	"client_email" text,
	"do_not_send_reason" text,
	"sent_at" timestamp with time zone,
	"email_id" bigint,
	"response_date" timestamp with time zone,
	"comments" text,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "client_surveys_kpi_event_id_unique" UNIQUE("kpi_event_id"),
	CONSTRAINT "client_surveys_project_id_unique" UNIQUE("project_id"),
	CONSTRAINT "client_surveys_type_chk" CHECK ("client_surveys"."survey_type" in ('KN', 'PP', 'SM')),
	CONSTRAINT "client_surveys_sent_chk" CHECK (("client_surveys"."sent_at" is null) or ("client_surveys"."do_not_send_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "kpi_settings" (
	"uid" text PRIMARY KEY NOT NULL,
	"threshold" numeric(5, 4) NOT NULL,
	"goal" numeric(5, 4) NOT NULL,
	"payout_percent" numeric(5, 4) NOT NULL,
	"description" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_settings_range_chk" CHECK ("kpi_settings"."threshold" between -1 and 1 and "kpi_settings"."goal" between -1 and 1),
	CONSTRAINT "kpi_settings_payout_chk" CHECK ("kpi_settings"."payout_percent" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "link_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"resurvey_days" integer DEFAULT 90 NOT NULL,
	"last_batch_date" date,
	CONSTRAINT "survey_settings_one_row_chk" CHECK ("survey_settings"."id" = 1),
	CONSTRAINT "survey_settings_days_chk" CHECK ("survey_settings"."resurvey_days" between 0 and 3650)
);
--> statement-breakpoint
CREATE TABLE "survey_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text
);
--> statement-breakpoint
ALTER TABLE "client_survey_answers" ADD CONSTRAINT "client_survey_answers_survey_id_client_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."client_surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_surveys" ADD CONSTRAINT "client_surveys_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_surveys" ADD CONSTRAINT "client_surveys_rep_user_id_users_user_id_fk" FOREIGN KEY ("rep_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_surveys" ADD CONSTRAINT "client_surveys_email_id_email_outbox_email_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("email_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_settings" ADD CONSTRAINT "kpi_settings_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_surveys_batch_idx" ON "client_surveys" USING btree ("batch_date");--> statement-breakpoint
CREATE INDEX "client_surveys_email_idx" ON "client_surveys" USING btree ("client_email","sent_at");