-- Written by hand (issue 40 item 2): the browser's Contract column and margin are now computed
-- from the client contracts and their conditions (modules/contracts/contract-amount-sql.ts), so
-- a change of either changes the lists; the same deferred triggers as migration 0010 tell the
-- list cache of every instance. A condition's update counts only when its price or contract
-- changes (an estimate's other fields do not touch the list).
CREATE CONSTRAINT TRIGGER "browser_list_client_contracts" AFTER INSERT OR DELETE OR UPDATE OF "stage", "contract_type", "project_id" ON "client_contracts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "browser_list_conditions" AFTER INSERT OR DELETE ON "conditions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "browser_list_condition_prices" AFTER UPDATE OF "pre_tax", "tax", "client_contract_id", "project_id" ON "conditions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."pre_tax" IS DISTINCT FROM NEW."pre_tax" OR OLD."tax" IS DISTINCT FROM NEW."tax"
     OR OLD."client_contract_id" IS DISTINCT FROM NEW."client_contract_id"
     OR OLD."project_id" IS DISTINCT FROM NEW."project_id")
  EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE TRIGGER "browser_list_truncate" AFTER TRUNCATE ON "client_contracts"
  FOR EACH STATEMENT EXECUTE FUNCTION "browser_list_changed"();--> statement-breakpoint
CREATE TRIGGER "browser_list_truncate" AFTER TRUNCATE ON "conditions"
  FOR EACH STATEMENT EXECUTE FUNCTION "browser_list_changed"();
