import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import type { AdminTestimonial } from '#contract/schemas/testimonial.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';
import type { FieldTools } from '#app/components/admin/declared-field.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { testimonialAdminMessages } from './messages.ts';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** The rating as "5 out of 5" ... or none. */
function RatingSelect({ name, label, error, form, t }: FieldTools) {
  return (
    <FormField id={`field-${name}`} label={label} error={error}>
      {(control) => (
        <select {...control} className={inputClass} {...form.register(name)}>
          <option value="">{t('form.rating_none')}</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={String(rating)}>
              {t('form.rating_option', { rating })}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A testimonial: the text in both languages, who wrote it, rating, links and moderation. */
const testimonialForm = defineFormView<AdminTestimonial>({
  kind: testimonialsKind,
  // The home page reads the featured testimonials.
  messages: testimonialAdminMessages,
  itemName: (testimonial) => testimonial.client_name,
  sections: [
    { key: 'content', fields: [{ name: 'content', rows: 6 }] },
    {
      key: 'author',
      fields: [['client_name', 'client_company'], 'client_title', 'client_email', 'client_photo'],
    },
    {
      key: 'details',
      fields: [
        [{ name: 'rating', render: RatingSelect }, 'status', 'service_id', 'project_id'],
        'featured',
        'publish_at',
      ],
    },
  ],
});

export function TestimonialFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={testimonialForm} id={id} />;
}
