CREATE TABLE "whatsapp_reminder_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"request_id" uuid,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"wa_message_id" text,
	"claimed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "whatsapp_reminder_sends_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_reminder_sends" ADD CONSTRAINT "whatsapp_reminder_sends_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;