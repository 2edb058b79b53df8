CREATE TABLE "browser_list_version" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "browser_list_version_slot_chk" CHECK ("browser_list_version"."slot" between 0 and 15)
);
--> statement-breakpoint
INSERT INTO "browser_list_version" ("slot") SELECT generate_series(0, 15);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): the project browser's lists change with
-- these tables; the list cache of every instance compares the 16 versions with its own. Deferred
-- to commit, so a writing transaction locks its slot last (no lock-order cycle with the rows it
-- writes) and once (a transaction that already wrote its id leaves the row alone).
CREATE FUNCTION "browser_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  xid bigint := pg_current_xact_id()::text::bigint;
BEGIN
  UPDATE "browser_list_version" SET "version" = xid WHERE "slot" = xid % 16 AND "version" <> xid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "browser_list_projects" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "browser_list_forecasts" AFTER INSERT OR UPDATE OR DELETE ON "forecasts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "browser_list_project_notes" AFTER INSERT OR UPDATE OR DELETE ON "project_notes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "browser_list_users" AFTER INSERT OR DELETE OR UPDATE OF "initials", "display_name" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "browser_list_companies" AFTER INSERT OR DELETE OR UPDATE OF "company_name" ON "companies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE TRIGGER "browser_list_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE TRIGGER "browser_list_truncate" AFTER TRUNCATE ON "forecasts"
  FOR EACH STATEMENT EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE TRIGGER "browser_list_truncate" AFTER TRUNCATE ON "project_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE TRIGGER "browser_list_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE TRIGGER "browser_list_truncate" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "browser_list_changed"();
