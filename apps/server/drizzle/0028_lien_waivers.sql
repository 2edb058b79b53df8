CREATE TABLE "lien_waiver_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lien_waiver_templates_kind_chk" CHECK ("lien_waiver_templates"."kind" in ('conditional-progress', 'unconditional-progress', 'conditional-final', 'unconditional-final'))
);
--> statement-breakpoint
CREATE TABLE "lien_waivers" (
	"waiver_id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"pay_app_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"sub_contract_id" uuid,
	"party_key" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"through_date" date NOT NULL,
	"document" jsonb NOT NULL,
	"document_hash" text NOT NULL,
	"requested_to" text NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"received_via" text,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"signed_name" text,
	"signature_evidence" jsonb,
	"pdf_file_key" text,
	CONSTRAINT "lien_waivers_guid_unique" UNIQUE("guid"),
	CONSTRAINT "lien_waivers_party_uq" UNIQUE("pay_app_id","kind","party_key"),
	CONSTRAINT "lien_waivers_kind_chk" CHECK ("lien_waivers"."kind" in ('conditional-progress', 'unconditional-progress', 'conditional-final', 'unconditional-final')),
	CONSTRAINT "lien_waivers_direction_chk" CHECK ("lien_waivers"."direction" in ('to-client', 'from-sub')),
	CONSTRAINT "lien_waivers_amount_chk" CHECK ("lien_waivers"."amount" > 0),
	CONSTRAINT "lien_waivers_received_chk" CHECK (("lien_waivers"."received_at" is null) = ("lien_waivers"."received_via" is null) and ("lien_waivers"."received_via" is null or "lien_waivers"."received_via" in ('signature', 'upload')))
);
--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_pay_app_id_pay_apps_pay_app_id_fk" FOREIGN KEY ("pay_app_id") REFERENCES "public"."pay_apps"("pay_app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_sub_contract_id_sub_contracts_contract_id_fk" FOREIGN KEY ("sub_contract_id") REFERENCES "public"."sub_contracts"("contract_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_requested_by_users_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_received_by_users_user_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lien_waivers_project_idx" ON "lien_waivers" USING btree ("project_id");--> statement-breakpoint
INSERT INTO "lien_waiver_templates" ("kind", "title", "body") VALUES
('conditional-progress', 'Conditional Waiver and Release on Progress Payment',
'Project: {project}. Owner: {owner}. Payment application: {payApp}.

Upon receipt by {claimant} of a payment of {amount} from {customer}, and when that payment has been properly endorsed and paid by the bank on which it is drawn, {claimant} waives and releases any lien, stop payment notice and payment bond right it has on the project above for labor, services, equipment and materials furnished through {throughDate}.

This waiver covers only the payment stated. It does not cover retainage, extras furnished after that date, disputed claims, or items furnished that have not been paid. This document is effective only when {claimant} has received the payment stated.'),
('unconditional-progress', 'Unconditional Waiver and Release on Progress Payment',
'Project: {project}. Owner: {owner}. Payment application: {payApp}.

{claimant} has been paid and has received a progress payment of {amount} from {customer} for labor, services, equipment and materials furnished on the project above through {throughDate}, and waives and releases any lien, stop payment notice and payment bond right it has for them.

This waiver covers only the payment stated. It does not cover retainage, extras furnished after that date, disputed claims, or items furnished that have not been paid. Sign this document only once the payment has been received.'),
('conditional-final', 'Conditional Waiver and Release on Final Payment',
'Project: {project}. Owner: {owner}. Payment application: {payApp}.

Upon receipt by {claimant} of final payment from {customer}, the total of the work being {amount}, and when that payment has been properly endorsed and paid by the bank on which it is drawn, {claimant} waives and releases any lien, stop payment notice and payment bond right it has on the project above for all labor, services, equipment and materials furnished through {throughDate}.

This waiver does not cover disputed claims stated in writing before it is signed. This document is effective only when {claimant} has received the final payment.'),
('unconditional-final', 'Unconditional Waiver and Release on Final Payment',
'Project: {project}. Owner: {owner}. Payment application: {payApp}.

{claimant} has been paid in full by {customer}, the total of the work being {amount}, for all labor, services, equipment and materials furnished on the project above through {throughDate}, and waives and releases any lien, stop payment notice and payment bond right it has for them.

This waiver does not cover disputed claims stated in writing before it is signed. Sign this document only once the final payment has been received.');
