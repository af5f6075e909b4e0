-- The reports' per-lead facts (leads.moved_rank, leads.first_staff_at) follow the timeline in the
-- same statement that writes it, whoever writes it (the console, an import, a merge, the seed).
-- The stage list is the pipeline's order (crm-constants.ts); a test compares the two.
-- Set-based (one pass over the timeline lines of the given leads, then a join) rather than a
-- look-up per lead, so a bulk insert into a table whose statistics are stale stays linear.
CREATE FUNCTION lead_report_facts_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE leads l SET moved_rank = f.moved, first_staff_at = f.first_at
  FROM (
    SELECT x.id, a.moved, a.first_at
    FROM unnest(ids) AS x(id)
    LEFT JOIN (
      SELECT t.lead_id,
        max(GREATEST(
            CASE WHEN t.data->>'to' <> 'Closed Lost' THEN array_position(ARRAY['New Lead','Contacted','Qualified','Proposal Sent','Negotiation','Closed Won','Closed Lost'], t.data->>'to') END,
            CASE WHEN t.data->>'from' <> 'Closed Lost' THEN array_position(ARRAY['New Lead','Contacted','Qualified','Proposal Sent','Negotiation','Closed Won','Closed Lost'], t.data->>'from') END))
          FILTER (WHERE t.kind = 'stage_changed') AS moved,
        min(t.occurred_at) FILTER (WHERE t.actor_id IS NOT NULL) AS first_at
      FROM contact_timeline t
      WHERE t.lead_id = ANY(ids) AND t.kind IN ('call', 'note', 'email', 'stage_changed')
      GROUP BY t.lead_id
    ) a ON a.lead_id = x.id
  ) f
  WHERE l.id = f.id AND (l.moved_rank IS DISTINCT FROM f.moved OR l.first_staff_at IS DISTINCT FROM f.first_at)
$$;
--> statement-breakpoint
CREATE FUNCTION lead_report_facts_on_timeline() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only lines that can change a fact: stage moves, and calls, notes and e-mails by staff. SMS
  -- and the site's own lines (most of a campaign day's writes) cost nothing here.
  -- A code's SMS line (or its removal, with an erased contact) changes whether that form counts
  -- as "code sent" in the verification funnel of the day the form was started.
  IF TG_OP = 'INSERT' THEN
    PERFORM lead_report_facts_refresh(ARRAY(SELECT DISTINCT lead_id FROM new_lines
      WHERE lead_id IS NOT NULL AND kind IN ('call', 'note', 'email', 'stage_changed')));
    PERFORM report_days_touch(ARRAY(SELECT (s.created_at AT TIME ZONE 'Asia/Kolkata')::date FROM lead_submissions s
      WHERE s.id IN (SELECT CASE WHEN data->>'subjectId' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN (data->>'subjectId')::uuid END FROM new_lines WHERE kind = 'sms_sent')));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lead_report_facts_refresh(ARRAY(SELECT DISTINCT lead_id FROM old_lines
      WHERE lead_id IS NOT NULL AND kind IN ('call', 'note', 'email', 'stage_changed')));
    PERFORM report_days_touch(ARRAY(SELECT (s.created_at AT TIME ZONE 'Asia/Kolkata')::date FROM lead_submissions s
      WHERE s.id IN (SELECT CASE WHEN data->>'subjectId' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN (data->>'subjectId')::uuid END FROM old_lines WHERE kind = 'sms_sent')));
  ELSE
    PERFORM lead_report_facts_refresh(ARRAY(
      SELECT lead_id FROM old_lines WHERE lead_id IS NOT NULL AND kind IN ('call', 'note', 'email', 'stage_changed')
      UNION
      SELECT lead_id FROM new_lines WHERE lead_id IS NOT NULL AND kind IN ('call', 'note', 'email', 'stage_changed')));
    PERFORM report_days_touch(ARRAY(SELECT (s.created_at AT TIME ZONE 'Asia/Kolkata')::date FROM lead_submissions s
      WHERE s.id IN (
        SELECT CASE WHEN data->>'subjectId' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN (data->>'subjectId')::uuid END FROM old_lines WHERE kind = 'sms_sent'
        UNION
        SELECT CASE WHEN data->>'subjectId' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN (data->>'subjectId')::uuid END FROM new_lines WHERE kind = 'sms_sent')));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lead_report_facts_insert AFTER INSERT ON contact_timeline
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION lead_report_facts_on_timeline();
--> statement-breakpoint
CREATE TRIGGER lead_report_facts_update AFTER UPDATE ON contact_timeline
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION lead_report_facts_on_timeline();
--> statement-breakpoint
CREATE TRIGGER lead_report_facts_delete AFTER DELETE ON contact_timeline
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION lead_report_facts_on_timeline();
--> statement-breakpoint
-- The leads already there.
UPDATE leads l SET moved_rank = f.moved, first_staff_at = f.first_at
FROM (
  SELECT t.lead_id,
    max(GREATEST(
      CASE WHEN t.data->>'to' <> 'Closed Lost' THEN array_position(ARRAY['New Lead','Contacted','Qualified','Proposal Sent','Negotiation','Closed Won','Closed Lost'], t.data->>'to') END,
      CASE WHEN t.data->>'from' <> 'Closed Lost' THEN array_position(ARRAY['New Lead','Contacted','Qualified','Proposal Sent','Negotiation','Closed Won','Closed Lost'], t.data->>'from') END))
      FILTER (WHERE t.kind = 'stage_changed') AS moved,
    min(t.occurred_at) FILTER (WHERE t.actor_id IS NOT NULL) AS first_at
  FROM contact_timeline t
  WHERE t.lead_id IS NOT NULL AND t.kind IN ('call', 'note', 'email', 'stage_changed')
  GROUP BY t.lead_id
) f
WHERE l.id = f.lead_id;
--> statement-breakpoint
-- A day before today whose leads change gets a new version, which makes the Analytics tab's stored
-- figures for that day stale. Only days before yesterday are stored, and yesterday is bumped too:
-- that day of margin covers a transaction that began before India midnight and commits after it
-- (its now() is still the old day). Today's own writes (every new lead) never touch the table.
CREATE FUNCTION report_days_touch(days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_day_versions (day, version)
  SELECT d, 1 FROM (SELECT DISTINCT unnest(days) AS d) x
  WHERE d IS NOT NULL AND d < (now() AT TIME ZONE 'Asia/Kolkata')::date
  ORDER BY d
  ON CONFLICT (day) DO UPDATE SET version = report_day_versions.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION report_days_on_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_days_touch(ARRAY(SELECT india_day FROM new_leads));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_days_touch(ARRAY(SELECT india_day FROM old_leads));
  ELSE
    PERFORM report_days_touch(ARRAY(SELECT india_day FROM old_leads UNION SELECT india_day FROM new_leads));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_days_leads_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION report_days_on_leads();
--> statement-breakpoint
CREATE TRIGGER report_days_leads_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION report_days_on_leads();
--> statement-breakpoint
CREATE TRIGGER report_days_leads_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_leads FOR EACH STATEMENT EXECUTE FUNCTION report_days_on_leads();
--> statement-breakpoint
-- A contact deleted or restored hides or shows its leads on every day they arrived.
CREATE FUNCTION report_days_on_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_days_touch(ARRAY(
    SELECT l.india_day FROM leads l
    JOIN old_contacts o ON o.id = l.contact_id
    JOIN new_contacts n ON n.id = o.id
    WHERE o.deleted_at IS DISTINCT FROM n.deleted_at));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_days_contacts_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_contacts NEW TABLE AS new_contacts FOR EACH STATEMENT EXECUTE FUNCTION report_days_on_contacts();
--> statement-breakpoint
-- A form started, verified or cleaned away changes its day's verification funnel.
CREATE FUNCTION report_days_on_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_days_touch(ARRAY(SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date FROM new_forms));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_days_touch(ARRAY(SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date FROM old_forms));
  ELSE
    PERFORM report_days_touch(ARRAY(
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date FROM old_forms
      UNION SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date FROM new_forms));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_days_submissions_insert AFTER INSERT ON lead_submissions
  REFERENCING NEW TABLE AS new_forms FOR EACH STATEMENT EXECUTE FUNCTION report_days_on_submissions();
--> statement-breakpoint
CREATE TRIGGER report_days_submissions_update AFTER UPDATE ON lead_submissions
  REFERENCING OLD TABLE AS old_forms NEW TABLE AS new_forms FOR EACH STATEMENT EXECUTE FUNCTION report_days_on_submissions();
--> statement-breakpoint
CREATE TRIGGER report_days_submissions_delete AFTER DELETE ON lead_submissions
  REFERENCING OLD TABLE AS old_forms FOR EACH STATEMENT EXECUTE FUNCTION report_days_on_submissions();
