CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"field" text,
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
CREATE TABLE "oidc_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text DEFAULT '/home' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"permission_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_role_unique" UNIQUE("role")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"adid" text,
	"initials" text NOT NULL,
	"active_ind" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_group_members" (
	"group_id" integer NOT NULL,
	"email_address" text NOT NULL,
	CONSTRAINT "email_group_members_group_id_email_address_pk" PRIMARY KEY("group_id","email_address")
);
--> statement-breakpoint
CREATE TABLE "email_groups" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "email_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"email_id" bigserial PRIMARY KEY NOT NULL,
	"to_addresses" text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}' NOT NULL,
	"bcc_addresses" text[] DEFAULT '{}' NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"related_entity" text,
	"related_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"file_id" bigserial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"related_entity" text,
	"related_id" text,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meta" jsonb,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"company_id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"industry_id" integer,
	"corporate_address" text,
	"corporate_city" text,
	"corporate_state" text,
	"corporate_zip" text,
	"corporate_phone" text,
	"corporate_email" text,
	"client_ind" smallint DEFAULT 0 NOT NULL,
	"vendor_ind" smallint DEFAULT 0 NOT NULL,
	"subcontractor_ind" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_client_ind_chk" CHECK ("companies"."client_ind" in (0, 1)),
	CONSTRAINT "companies_vendor_ind_chk" CHECK ("companies"."vendor_ind" in (0, 1)),
	CONSTRAINT "companies_subcontractor_ind_chk" CHECK ("companies"."subcontractor_ind" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"contact_id" serial PRIMARY KEY NOT NULL,
	"contact_name" text NOT NULL,
	"contact_title" text,
	"contact_email" text,
	"contact_office_phone" text,
	"contact_cell_phone" text,
	"contact_relationship_owner" integer,
	"referred_by_contact_id" integer,
	"contact_type" text DEFAULT 'Client' NOT NULL,
	"contact_address" text,
	"contact_city" text,
	"contact_state" text,
	"contact_zip" text,
	"company_id" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_type_chk" CHECK ("contacts"."contact_type" in ('Client', 'Referrer')),
	CONSTRAINT "contacts_status_chk" CHECK ("contacts"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"industry_id" serial PRIMARY KEY NOT NULL,
	"industry_type" text NOT NULL,
	CONSTRAINT "industries_industry_type_unique" UNIQUE("industry_type")
);
--> statement-breakpoint
CREATE TABLE "main_categories" (
	"main_category_id" serial PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "main_categories_category_code_unique" UNIQUE("category_code")
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"sub_category_id" serial PRIMARY KEY NOT NULL,
	"main_category_id" integer NOT NULL,
	"sub_category_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sub_categories_sub_category_code_unique" UNIQUE("sub_category_code")
);
--> statement-breakpoint
CREATE TABLE "forecasts" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"jan1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"feb1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"mar1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"apr1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"may1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"jun1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"jul1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"aug1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"sep1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"oct1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"nov1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"dec1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"jan2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"feb2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"mar2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"apr2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"may2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"jun2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"jul2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"aug2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"sep2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"oct2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"nov2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"dec2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"jan3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"feb3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"mar3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"apr3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"may3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"jun3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"jul3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"aug3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"sep3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"oct3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"nov3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"dec3" numeric(7, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "forecasts_cells_chk" CHECK ("jan1" between 0 and 1 and "feb1" between 0 and 1 and "mar1" between 0 and 1 and "apr1" between 0 and 1 and "may1" between 0 and 1 and "jun1" between 0 and 1 and "jul1" between 0 and 1 and "aug1" between 0 and 1 and "sep1" between 0 and 1 and "oct1" between 0 and 1 and "nov1" between 0 and 1 and "dec1" between 0 and 1 and "jan2" between 0 and 1 and "feb2" between 0 and 1 and "mar2" between 0 and 1 and "apr2" between 0 and 1 and "may2" between 0 and 1 and "jun2" between 0 and 1 and "jul2" between 0 and 1 and "aug2" between 0 and 1 and "sep2" between 0 and 1 and "oct2" between 0 and 1 and "nov2" between 0 and 1 and "dec2" between 0 and 1 and "jan3" between 0 and 1 and "feb3" between 0 and 1 and "mar3" between 0 and 1 and "apr3" between 0 and 1 and "may3" between 0 and 1 and "jun3" between 0 and 1 and "jul3" between 0 and 1 and "aug3" between 0 and 1 and "sep3" between 0 and 1 and "oct3" between 0 and 1 and "nov3" between 0 and 1 and "dec3" between 0 and 1),
	CONSTRAINT "forecasts_total_chk" CHECK (("jan1" + "feb1" + "mar1" + "apr1" + "may1" + "jun1" + "jul1" + "aug1" + "sep1" + "oct1" + "nov1" + "dec1" + "jan2" + "feb2" + "mar2" + "apr2" + "may2" + "jun2" + "jul2" + "aug2" + "sep2" + "oct2" + "nov2" + "dec2" + "jan3" + "feb3" + "mar3" + "apr3" + "may3" + "jun3" + "jul3" + "aug3" + "sep3" + "oct3" + "nov3" + "dec3") <= 1)
);
--> statement-breakpoint
CREATE TABLE "project_notes" (
	"note_id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"note_text" text NOT NULL,
	"user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"include_client_ind" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_notes_include_client_chk" CHECK ("project_notes"."include_client_ind" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "project_notification_recipients" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "project_notification_recipients_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"project_id" serial PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"project_description" text,
	"exclusions" text DEFAULT 'Only the items listed in this proposal are included; any work not listed will be priced separately as an extra. Bonds, overtime, phasing, permits and dumpsters are excluded.' NOT NULL,
	"client_contact_id" integer,
	"client_company_id" integer,
	"work_location_name" text,
	"work_location_address" text,
	"billing_contact_id" integer,
	"billing_address" text,
	"bid_type" text,
	"days" integer,
	"stage_type" text DEFAULT 'Preparing Proposal' NOT NULL,
	"ks_remodeling_tax_ind" smallint DEFAULT 0 NOT NULL,
	"submitted_date" date,
	"retention" numeric(7, 4) DEFAULT '0' NOT NULL,
	"budget_ind" smallint DEFAULT 0 NOT NULL,
	"project_manager_id" integer,
	"superintendent_id" integer,
	"project_engineer_id" integer,
	"probability" numeric(7, 4) DEFAULT '0' NOT NULL,
	"proposal_format_type" text DEFAULT 'Detail' NOT NULL,
	"contract_sent_date" date,
	"client_approval_date" date,
	"completed_ind" smallint DEFAULT 0 NOT NULL,
	"completed_date" date,
	"estimated_by" integer,
	"sold_by" integer,
	"managed_by" integer,
	"api_version" text DEFAULT 'v1' NOT NULL,
	"contract_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"est_margin_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"job_startup_signed_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_stage_chk" CHECK ("projects"."stage_type" in ('Preparing Proposal', 'Awaiting Approval', 'Approved', 'In Progress', 'Completed', 'Rejected', 'Canceled')),
	CONSTRAINT "projects_bid_type_chk" CHECK ("projects"."bid_type" is null or "projects"."bid_type" in ('Construction -> Project', 'Construction -> T&M', 'Service -> Flat Rate', 'Service -> Project', 'Service -> T&M', 'Mechanical -> Project', 'Mechanical -> T&M')),
	CONSTRAINT "projects_ks_tax_chk" CHECK ("projects"."ks_remodeling_tax_ind" in (-1, 0, 1)),
	CONSTRAINT "projects_budget_ind_chk" CHECK ("projects"."budget_ind" in (0, 1)),
	CONSTRAINT "projects_completed_ind_chk" CHECK ("projects"."completed_ind" in (0, 1)),
	CONSTRAINT "projects_format_chk" CHECK ("projects"."proposal_format_type" in ('Detail', 'Summary')),
	CONSTRAINT "projects_api_version_chk" CHECK ("projects"."api_version" in ('v1', 'v2')),
	CONSTRAINT "projects_retention_chk" CHECK ("projects"."retention" between 0 and 1),
	CONSTRAINT "projects_probability_chk" CHECK ("projects"."probability" between 0 and 1),
	CONSTRAINT "projects_days_chk" CHECK ("projects"."days" is null or "projects"."days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("permission_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_group_members" ADD CONSTRAINT "email_group_members_group_id_email_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."email_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_industry_id_industries_industry_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("industry_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_contact_relationship_owner_users_user_id_fk" FOREIGN KEY ("contact_relationship_owner") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_referred_by_contact_id_contacts_contact_id_fk" FOREIGN KEY ("referred_by_contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_main_category_id_main_categories_main_category_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."main_categories"("main_category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecasts" ADD CONSTRAINT "forecasts_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notes" ADD CONSTRAINT "project_notes_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notes" ADD CONSTRAINT "project_notes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notification_recipients" ADD CONSTRAINT "project_notification_recipients_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notification_recipients" ADD CONSTRAINT "project_notification_recipients_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_contact_id_contacts_contact_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_company_id_companies_company_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_billing_contact_id_contacts_contact_id_fk" FOREIGN KEY ("billing_contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_manager_id_users_user_id_fk" FOREIGN KEY ("project_manager_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_superintendent_id_users_user_id_fk" FOREIGN KEY ("superintendent_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_engineer_id_users_user_id_fk" FOREIGN KEY ("project_engineer_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_estimated_by_users_user_id_fk" FOREIGN KEY ("estimated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sold_by_users_user_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_managed_by_users_user_id_fk" FOREIGN KEY ("managed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_adid_idx" ON "users" USING btree ("adid");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stored_files_related_idx" ON "stored_files" USING btree ("related_entity","related_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("contact_name");--> statement-breakpoint
CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("contact_relationship_owner");--> statement-breakpoint
CREATE INDEX "sub_categories_main_idx" ON "sub_categories" USING btree ("main_category_id");--> statement-breakpoint
CREATE INDEX "project_notes_project_idx" ON "project_notes" USING btree ("project_id","created_date");--> statement-breakpoint
CREATE INDEX "project_notification_recipients_user_idx" ON "project_notification_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_stage_idx" ON "projects" USING btree ("stage_type");--> statement-breakpoint
CREATE INDEX "projects_pm_idx" ON "projects" USING btree ("project_manager_id");--> statement-breakpoint
CREATE INDEX "projects_pe_idx" ON "projects" USING btree ("project_engineer_id");--> statement-breakpoint
CREATE INDEX "projects_si_idx" ON "projects" USING btree ("superintendent_id");--> statement-breakpoint
CREATE INDEX "projects_client_company_idx" ON "projects" USING btree ("client_company_id");--> statement-breakpoint
CREATE INDEX "projects_client_contact_idx" ON "projects" USING btree ("client_contact_id");