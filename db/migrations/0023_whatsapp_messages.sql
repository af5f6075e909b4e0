CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"wa_message_id" text NOT NULL,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"template" text,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"actor_id" text,
	"timeline_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"status_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_timeline_id_contact_timeline_id_fk" FOREIGN KEY ("timeline_id") REFERENCES "public"."contact_timeline"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wa_id_key" ON "whatsapp_messages" USING btree ("wa_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_contact_idx" ON "whatsapp_messages" USING btree ("contact_id","direction","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_inbound_idx" ON "whatsapp_messages" USING btree ("direction","created_at");