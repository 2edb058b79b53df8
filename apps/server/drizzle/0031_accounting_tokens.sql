CREATE TABLE "accounting_sign_in_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"session_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_tokens" (
	"system" text PRIMARY KEY NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"connected_by" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "accounting_tokens_system_chk" CHECK ("accounting_tokens"."system" in ('acumatica'))
);
--> statement-breakpoint
ALTER TABLE "accounting_sign_in_states" ADD CONSTRAINT "accounting_sign_in_states_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_tokens" ADD CONSTRAINT "accounting_tokens_connected_by_users_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;