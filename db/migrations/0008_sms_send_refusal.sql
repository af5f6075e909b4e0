-- Refuses a verification send from inside the statement that counts it. The send (the code, the
-- submission, the contact, every cap's counter and the SMS budget's bucket) is one statement with no
-- transaction around it, so the counters every send shares are locked only while it runs; when a cap
-- is at its limit or the budget is spent, this raises and PostgreSQL undoes the whole statement. The
-- detail (JSON) tells the caller which counters had room and how much of the budget was used.
CREATE OR REPLACE FUNCTION refuse_sms_send(detail text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'sms send refused' USING ERRCODE = 'P0001', DETAIL = detail;
END
$$;
