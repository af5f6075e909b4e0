CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"lead_id" uuid,
	"phone" text,
	"email" text,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"notice_text" text NOT NULL,
	"channel" text NOT NULL,
	"source_form" text,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_contact_idx" ON "consents" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "consents_lead_idx" ON "consents" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone");