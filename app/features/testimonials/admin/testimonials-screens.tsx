import { Check, Pencil, X } from 'lucide-react';
import { Link } from 'react-router';
import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import type { AdminTestimonial } from '#contract/schemas/testimonial.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { ContentListScreen, defineListView, type ListTools } from '#app/components/admin/content-list-screen.tsx';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { testimonialAdminMessages } from './messages.ts';
import { TestimonialStatusBadge } from './testimonial-status-badge.tsx';
import { ContentFormScreen, defineFormView } from '#app/components/admin/content-form-screen.tsx';
import type { FieldTools } from '#app/components/admin/declared-field.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';

const EXCERPT_LENGTH = 140;

const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/** Approve and reject where they change something, then edit and delete. */
function ModerationActions({ testimonial, tools }: { testimonial: AdminTestimonial; tools: ListTools }) {
  const tAdmin = useT(adminMessages);
  const { t, transition } = tools;
  const act = (name: 'approve' | 'reject') => (
    <button
      type="button"
      className={name === 'approve' ? buttonClass.icon : buttonClass.iconDanger}
      disabled={transition.isPending}
      onClick={() => transition.mutate({ id: testimonial.id, transition: name })}
    >
      {name === 'approve' ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <X aria-hidden="true" className="size-4" />
      )}
      <span className="sr-only">
        {t('action.named', { action: t(`action.${name}`), name: testimonial.client_name })}
      </span>
    </button>
  );
  return (
    <div className="relative flex items-center gap-1">
      {testimonial.status === 'approved' ? null : act('approve')}
      {testimonial.status === 'rejected' ? null : act('reject')}
      <Link to={tools.editPath(testimonial.id)} className={buttonClass.icon}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="sr-only">
          {tAdmin('action.edit')} {testimonial.client_name}
        </span>
      </Link>
      <DeleteButton
        itemName={testimonial.client_name}
        onConfirm={() => tools.remove.mutate({ id: testimonial.id, name: testimonial.client_name })}
      />
    </div>
  );
}

/** /admin/testimonials: every testimonial, the moderation queue one tab away, with approve, reject, feature, edit and delete. */
const testimonialsList = defineListView<AdminTestimonial>({
  kind: testimonialsKind,
  // The home page reads the featured testimonials.
  messages: testimonialAdminMessages,
  itemName: (testimonial) => testimonial.client_name,
  emptyMessage: (state, _filters, t) =>
    state === 'pending' ? t('list.empty_pending') : state === 'all' ? t('list.empty') : t('list.empty_filter'),
  columns: [
    {
      type: 'title',
      key: 'client',
      below: (testimonial) =>
        testimonial.client_company ? (
          <span className="text-xs text-slate-600">{testimonial.client_company}</span>
        ) : null,
    },
    {
      type: 'cell',
      key: 'content',
      hideOnPhone: true,
      className: 'max-w-md',
      cell: (testimonial) => <p className="text-slate-700">{excerptOf(testimonial.content.fr)}</p>,
    },
    {
      type: 'cell',
      key: 'rating',
      hideOnPhone: true,
      cell: (testimonial, { t }) =>
        testimonial.rating === null ? t('rating.none') : t('rating.value', { rating: testimonial.rating }),
    },
    { type: 'cell', key: 'status', cell: (testimonial) => <TestimonialStatusBadge status={testimonial.status} /> },
    {
      type: 'switch',
      key: 'featured',
      transitions: ['feature', 'unfeature'],
    },
    { type: 'date', key: 'received', date: (testimonial) => testimonial.created_at },
  ],
  rowActions: (testimonial, tools) => <ModerationActions testimonial={testimonial} tools={tools} />,
});

function TestimonialsListScreen() {
  return <ContentListScreen view={testimonialsList} />;
}

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

function TestimonialFormScreen({ id }: { id: number | null }) {
  return <ContentFormScreen view={testimonialForm} id={id} />;
}

/** The kind's screens, as the back office finds them by the file's name (routes/admin/kind-screens.ts). */
export { TestimonialsListScreen as List, TestimonialFormScreen as Form };
