-- Written by hand: every change to a device row announces its deviceGuid on the
-- `device_changes` channel, so servers that cache verified sessions forget that device at once,
-- whoever wrote the row (decision 0015).
CREATE FUNCTION "notify_device_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('device_changes', CASE WHEN TG_OP = 'DELETE' THEN OLD."device_guid" ELSE NEW."device_guid" END::text);
  IF TG_OP = 'UPDATE' AND NEW."device_guid" IS DISTINCT FROM OLD."device_guid" THEN
    PERFORM pg_notify('device_changes', OLD."device_guid"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "devices_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "devices"
  FOR EACH ROW EXECUTE FUNCTION "notify_device_change"();
