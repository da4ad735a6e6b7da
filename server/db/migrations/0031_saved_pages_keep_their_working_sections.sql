-- Pages staff saved before their working parts became sections (ADR 0072) keep them: the contact
-- page its form, the careers page its open positions. Each is added at the page's end, where the
-- site drew it, to the page and to a change scheduled for it; a page no one saved follows the
-- defaults at start (ADR 0067).
UPDATE "pages" SET "sections" = "sections" || jsonb_build_array('{"type": "form", "hidden": false, "form": "contact", "title": {"fr": "Parlez-nous de votre projet", "en": "Tell us about your project"}, "subtitle": null}'::jsonb)
WHERE "key" = 'contact' AND "version" > 1 AND NOT "sections" @> '[{"type": "form", "form": "contact"}]'::jsonb;
--> statement-breakpoint
UPDATE "page_schedules" SET "values" = jsonb_set("values", '{sections}', ("values" -> 'sections') || jsonb_build_array('{"type": "form", "hidden": false, "form": "contact", "title": {"fr": "Parlez-nous de votre projet", "en": "Tell us about your project"}, "subtitle": null}'::jsonb))
FROM "pages"
WHERE "pages"."id" = "page_schedules"."page_id" AND "pages"."key" = 'contact'
  AND jsonb_typeof("values" -> 'sections') = 'array' AND NOT ("values" -> 'sections') @> '[{"type": "form", "form": "contact"}]'::jsonb;
--> statement-breakpoint
UPDATE "pages" SET "sections" = "sections" || jsonb_build_array('{"type": "open_positions", "hidden": false, "title": {"fr": "Postes ouverts", "en": "Open positions"}, "empty": {"fr": "Aucun poste ouvert pour le moment. Vous pouvez tout de même nous envoyer une candidature spontanée : nous étudions chaque profil.", "en": "No open positions at the moment. You can still send us a spontaneous application: we review every profile."}, "spontaneous_title": {"fr": "Candidature spontanée", "en": "Spontaneous application"}, "spontaneous_text": {"fr": "Votre profil ne correspond à aucune offre ? Envoyez-nous votre CV et quelques mots sur vous : nous gardons chaque candidature pour nos prochains recrutements.", "en": "Your profile doesn''t match any opening? Send us your CV and a few words about yourself: we keep every application for our next hires."}, "spontaneous_button": {"fr": "Envoyer une candidature spontanée", "en": "Send a spontaneous application"}}'::jsonb)
WHERE "key" = 'careers' AND "version" > 1 AND NOT "sections" @> '[{"type": "open_positions"}]'::jsonb;
--> statement-breakpoint
UPDATE "page_schedules" SET "values" = jsonb_set("values", '{sections}', ("values" -> 'sections') || jsonb_build_array('{"type": "open_positions", "hidden": false, "title": {"fr": "Postes ouverts", "en": "Open positions"}, "empty": {"fr": "Aucun poste ouvert pour le moment. Vous pouvez tout de même nous envoyer une candidature spontanée : nous étudions chaque profil.", "en": "No open positions at the moment. You can still send us a spontaneous application: we review every profile."}, "spontaneous_title": {"fr": "Candidature spontanée", "en": "Spontaneous application"}, "spontaneous_text": {"fr": "Votre profil ne correspond à aucune offre ? Envoyez-nous votre CV et quelques mots sur vous : nous gardons chaque candidature pour nos prochains recrutements.", "en": "Your profile doesn''t match any opening? Send us your CV and a few words about yourself: we keep every application for our next hires."}, "spontaneous_button": {"fr": "Envoyer une candidature spontanée", "en": "Send a spontaneous application"}}'::jsonb))
FROM "pages"
WHERE "pages"."id" = "page_schedules"."page_id" AND "pages"."key" = 'careers'
  AND jsonb_typeof("values" -> 'sections') = 'array' AND NOT ("values" -> 'sections') @> '[{"type": "open_positions"}]'::jsonb;
