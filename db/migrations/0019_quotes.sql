CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"document" jsonb NOT NULL,
	"totals" jsonb,
	"rates" jsonb,
	"sent_at" timestamp with time zone,
	"sent_by" text,
	"valid_until" date,
	"link_token_hash" text,
	"pdf" "bytea",
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"pan_hmac" text,
	"accepted_at" timestamp with time zone,
	"accepted_option_id" text,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "quote_versions_state" CHECK ("quote_versions"."state" IN ('draft', 'sent', 'superseded', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"owner_user_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"latest_total_minor" bigint,
	"valid_until" date,
	"accepted_version" integer,
	"accepted_option_id" text,
	"accepted_total_minor" bigint,
	"accepted_margin_minor" bigint,
	"accepted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status" CHECK ("quotes"."status" IN ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"effective_from" date NOT NULL,
	"params" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"seed_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rules_kind" CHECK ("tax_rules"."kind" IN ('gst', 'tcs'))
);
--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_owner_user_id_auth_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_version_key" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_one_draft" ON "quote_versions" USING btree ("quote_id") WHERE "quote_versions"."state" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_token_key" ON "quote_versions" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "quote_versions_pan_idx" ON "quote_versions" USING btree ("pan_hmac","accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_key" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "quotes_contact_idx" ON "quotes" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "quotes_owner_idx" ON "quotes" USING btree ("owner_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_accepted_idx" ON "quotes" USING btree ("accepted_at");--> statement-breakpoint
CREATE INDEX "tax_rules_kind_idx" ON "tax_rules" USING btree ("kind","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rules_seed_key" ON "tax_rules" USING btree ("seed_key");