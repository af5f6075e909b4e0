CREATE SEQUENCE "public"."lead_assign_turn" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- The round robin used to remember whose turn was last in this row; the sequence replaces it.
DELETE FROM "crm_settings" WHERE "key" = 'assignCursor';
