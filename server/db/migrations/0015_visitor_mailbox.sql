-- The mailbox an address reaches (issue 31, ADR 0037): lower-cased, without the +tag of its local part.
CREATE FUNCTION mailbox_of(address text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT lower(regexp_replace(address, '\+[^@]*(@[^@]*)$', '\1')) $$;
--> statement-breakpoint
CREATE INDEX "mail_outbox_visitor_mailbox_idx" ON "mail_outbox" USING btree (mailbox_of("to_address"),"created_at") WHERE "mail_outbox"."kind" in ('contact-acknowledgement', 'testimonial-acknowledgement', 'job-application-acknowledgement', 'newsletter-confirmation');