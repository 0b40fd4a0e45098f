-- Appointment requests through the contact form: the preferred clinic, day and half-hour slot, all three or none.
ALTER TABLE "contact_messages" ADD COLUMN "appointment_clinic" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "appointment_date" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "appointment_time" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_appointment_whole" CHECK (num_nonnulls("contact_messages"."appointment_clinic", "contact_messages"."appointment_date", "contact_messages"."appointment_time") IN (0, 3));