import { Check, Pencil, X } from 'lucide-react';
import { Link } from 'react-router';
import { TESTIMONIAL_STATUSES } from '#contract/content-kinds/testimonials.ts';
import type { AdminTestimonial } from '#contract/schemas/testimonial.ts';
import { AdminListResults } from '#app/components/admin/admin-list-results.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { NewItemLink } from '#app/components/admin/row-actions.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { type Column } from '#app/components/admin/data-table.tsx';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { ListToolbar, yesNoFilter } from '#app/components/admin/list-toolbar.tsx';
import { MissingEnglishBadge } from '#app/components/admin/missing-english-badge.tsx';
import { StatCards } from '#app/components/admin/stat-cards.tsx';
import { transitionSwitchColumn } from '#app/components/admin/transition-switch-column.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useDeleteItem, useItemTransition } from '#app/lib/admin/use-content-mutations.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { testimonialAdminMessages } from './messages.ts';
import { TestimonialStatusBadge } from './testimonial-status-badge.tsx';
import { useTestimonialStats } from './testimonial-stats.ts';

// The home page reads the featured testimonials.
const TARGET = { resource: 'testimonials', publicKeys: ['testimonials'] };
const PER_PAGE = 20;
/** The list opens on the moderation queue; "all" lifts the state filter. */
const ALL_STATUSES = 'all';
const EXCERPT_LENGTH = 140;

const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/** /admin/testimonials: the moderation queue, pending first, with approve, reject, feature, edit and delete. */
export function TestimonialsListScreen() {
  const t = useT(testimonialAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', 'status', 'featured', 'sort'] as const);
  const status = values.status || 'pending';
  const list = useAdminList<AdminTestimonial>('testimonials', {
    page,
    per_page: PER_PAGE,
    search: values.search,
    status: status === ALL_STATUSES ? undefined : status,
    featured: values.featured,
    sort: values.sort,
  });
  const stats = useTestimonialStats();
  const transition = useItemTransition<AdminTestimonial>(TARGET);
  const remove = useDeleteItem(TARGET);

  const act = (testimonial: AdminTestimonial, name: 'approve' | 'reject') => (
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

  const columns: Column<AdminTestimonial>[] = [
    {
      key: 'client',
      header: t('column.client'),
      cell: (testimonial) => (
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/admin/testimonials/edit/${testimonial.id}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {testimonial.client_name}
            </Link>
            <MissingEnglishBadge text={testimonial.content} />
          </div>
          {testimonial.client_company ? (
            <span className="text-xs text-slate-600">{testimonial.client_company}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'content',
      header: t('column.content'),
      hideOnPhone: true,
      className: 'max-w-md',
      cell: (testimonial) => <p className="text-slate-700">{excerptOf(testimonial.content.fr)}</p>,
    },
    {
      key: 'rating',
      header: t('column.rating'),
      hideOnPhone: true,
      cell: (testimonial) =>
        testimonial.rating === null ? t('rating.none') : t('rating.value', { rating: testimonial.rating }),
    },
    {
      key: 'status',
      header: t('column.status'),
      cell: (testimonial) => <TestimonialStatusBadge status={testimonial.status} />,
    },
    transitionSwitchColumn({
      key: 'featured',
      header: t('column.featured'),
      label: (testimonial) => t('toggle.featured', { name: testimonial.client_name }),
      checked: (testimonial) => testimonial.featured,
      transitions: ['feature', 'unfeature'],
      transition,
    }),
    {
      key: 'received',
      header: t('column.received'),
      hideOnPhone: true,
      cell: (testimonial) => formatLongDate(testimonial.created_at, language),
    },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (testimonial) => (
        <div className="relative flex items-center gap-1">
          {testimonial.status === 'approved' ? null : act(testimonial, 'approve')}
          {testimonial.status === 'rejected' ? null : act(testimonial, 'reject')}
          <Link to={`/admin/testimonials/edit/${testimonial.id}`} className={buttonClass.icon}>
            <Pencil aria-hidden="true" className="size-4" />
            <span className="sr-only">
              {tAdmin('action.edit')} {testimonial.client_name}
            </span>
          </Link>
          <DeleteButton itemName={testimonial.client_name} onConfirm={() => remove.mutate(testimonial.id)} />
        </div>
      ),
    },
  ];

  const emptyMessage = values.search
    ? tAdmin('list.empty_search')
    : status === 'pending'
      ? t('list.empty_pending')
      : status === ALL_STATUSES && !values.featured
        ? t('list.empty')
        : t('list.empty_filter');

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={<NewItemLink to="/admin/testimonials/new" label={t('list.new')} />}
    >
      <StatCards
        loading={stats.isPending}
        stats={[
          { label: t('stats.pending'), value: stats.data?.pending },
          { label: t('stats.approved'), value: stats.data?.approved },
          { label: t('stats.rejected'), value: stats.data?.rejected },
          { label: t('stats.featured'), value: stats.data?.featured },
        ]}
      />
      <ListToolbar
        search={values.search}
        onSearch={onSearch}
        total={list.data?.meta.total}
        onSelect={onSelect}
        selects={[
          {
            name: 'status',
            label: t('filter.status'),
            value: status,
            options: [
              ...TESTIMONIAL_STATUSES.map((value) => ({ value, label: t(`filter.status_${value}`) })),
              { value: ALL_STATUSES, label: t('filter.status_all') },
            ],
          },
          yesNoFilter(
            'featured',
            t('filter.featured'),
            values.featured,
            t('filter.featured_yes'),
            t('filter.featured_no'),
          ),
          {
            name: 'sort',
            label: tAdmin('list.sort'),
            value: values.sort || '-created_at',
            options: (['-created_at', 'created_at', 'client_name'] as const).map((sort) => ({
              value: sort,
              label: t(`sort.${sort}`),
            })),
          },
        ]}
      />
      <AdminListResults
        list={list}
        caption={t('list.caption')}
        columns={columns}
        emptyMessage={emptyMessage}
        page={page}
        onPage={onPage}
      />
    </AdminPage>
  );
}
