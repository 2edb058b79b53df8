-- Written by hand (drizzle-kit does not model triggers): every instance keeps the identities of
-- recent sessions (modules/session/identity-cache.ts) and forgets them when this channel says
-- they changed. NOTIFY is sent at commit, so a listener never hears of a change it cannot read
-- yet; whatever writes (the app, an operator's SQL, a cascade) is heard by every instance.
CREATE FUNCTION "identity_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('n5_identity', 'all');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('n5_identity', 'session:' || OLD."id");
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('n5_identity', 'user:' || NEW."user_id");
  ELSE
    PERFORM pg_notify('n5_identity', 'user:' || OLD."user_id");
    IF TG_OP = 'UPDATE' THEN
      PERFORM pg_notify('n5_identity', 'user:' || NEW."user_id");
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "identity_sessions" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "identity_users" AFTER DELETE OR UPDATE OF "user_id", "display_name", "first_name",
  "last_name", "email_address", "adid", "initials", "active_ind" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "identity_user_roles" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "identity_roles" AFTER UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "identity_role_permissions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "identity_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "identity_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "identity_truncate" AFTER TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed"();
