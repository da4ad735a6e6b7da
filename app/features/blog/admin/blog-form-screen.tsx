import { ExternalLink } from 'lucide-react';
import { Controller, type FieldError, get } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { LocalizedText } from '#contract/localized.ts';
import { type AdminBlogPost, blogPostInputSchema, type BlogPostStatus } from '#contract/schemas/blog.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormLayout } from '#app/components/admin/content-form-layout.tsx';
import { describedBy, FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { ImageUploadField } from '#app/components/admin/image-upload-field.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { LocalizedRichTextField } from '#app/components/admin/localized-rich-text-field.tsx';
import { ToggleSwitch } from '#app/components/admin/toggle-switch.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useCurrentUser } from '#app/lib/auth/current-user.tsx';
import { useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { fromLocalInputValue, toLocalInputValue } from './local-date-time.ts';
import { blogAdminMessages } from './messages.ts';
import { isLive } from './post-schedule.ts';

interface FormText {
  fr: string;
  en: string;
}

export interface BlogPostFormValues {
  slug: string;
  title: FormText;
  excerpt: FormText;
  body: FormText;
  cover_image: string | null;
  author_name: string;
  /** Comma-separated, as the editor types them. */
  tags: string;
  status: BlogPostStatus;
  /**
   * The stored ISO instant, kept as is unless the editor picks another date: the server
   * re-dates a published post saved without one.
   */
  published_at: string | null;
}

const LIST_PATH = '/admin/blog';
const TARGET = { resource: 'blog', publicKeys: ['blog'] };
const BLANK: FormText = { fr: '', en: '' };
const text = (value: LocalizedText): FormText => ({ fr: value.fr, en: value.en ?? '' });

function toValues(post: AdminBlogPost | null, authorName: string): BlogPostFormValues {
  if (!post) {
    return {
      slug: '',
      title: BLANK,
      excerpt: BLANK,
      body: BLANK,
      cover_image: null,
      author_name: authorName,
      tags: '',
      status: 'draft',
      published_at: null,
    };
  }
  return {
    slug: post.slug,
    title: text(post.title),
    excerpt: text(post.excerpt),
    body: text(post.body),
    cover_image: post.cover_image,
    author_name: post.author_name,
    tags: post.tags.join(', '),
    status: post.status,
    published_at: post.published_at,
  };
}

function toInput({ slug, tags, ...values }: BlogPostFormValues) {
  return {
    ...values,
    slug: slug.trim() || undefined,
    tags: tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}

/** The first message of a field or of any of its items (a tag list reports errors per tag). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string') return message;
  for (const child of Object.values(error)) {
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/** Write or edit a blog post: French and English side by side, rich-text body, cover, tags and publication. */
export function BlogFormScreen({ id }: { id: number | null }) {
  const t = useT(blogAdminMessages);
  const tAdmin = useT(adminMessages);
  const navigate = useNavigate();
  const { name: currentUserName } = useCurrentUser();
  const { form, onSubmit, saving, loading, notFound, loadFailed, item } = useContentForm<
    AdminBlogPost,
    BlogPostFormValues
  >({
    ...TARGET,
    listPath: LIST_PATH,
    id,
    schema: blogPostInputSchema,
    toValues: (post) => toValues(post, currentUserName),
    toInput,
  });
  const remove = useDeleteItem(TARGET, () => void navigate(LIST_PATH));
  const { errors } = form.formState;
  const tagsError = firstMessage(get(errors, 'tags'));
  const publishedAtError = errors.published_at?.message;

  return (
    <ContentFormLayout
      title={t(id === null ? 'form.new_title' : 'form.edit_title')}
      listPath={LIST_PATH}
      form={form}
      onSubmit={onSubmit}
      saving={saving}
      loading={loading}
      notFound={notFound}
      loadFailed={loadFailed}
      deletion={item ? { itemName: item.title.fr, onConfirm: () => remove.mutate(item.id) } : undefined}
    >
      <FormSection title={t('form.section_content')}>
        <LocalizedField name="title" label={t('form.title')} maxLength={200} />
        <LocalizedField name="excerpt" label={t('form.excerpt')} multiline rows={3} maxLength={500} />
        <LocalizedRichTextField name="body" label={t('form.body')} />
      </FormSection>

      <FormSection title={t('form.section_publication')}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <ToggleSwitch
              id="blog-published"
              label={t('form.published')}
              checked={field.value === 'published'}
              onCheckedChange={(on) => field.onChange(on ? 'published' : 'draft')}
            />
          )}
        />
        <FormField
          id="blog-published-at"
          label={t('form.published_at')}
          hint={t('form.published_at_hint')}
          error={publishedAtError}
        >
          <Controller
            control={form.control}
            name="published_at"
            render={({ field }) => (
              <input
                id="blog-published-at"
                type="datetime-local"
                className={`${inputClass} md:max-w-xs`}
                aria-invalid={publishedAtError ? true : undefined}
                aria-describedby={describedBy('blog-published-at', t('form.published_at_hint'), publishedAtError)}
                value={toLocalInputValue(field.value)}
                onChange={(event) => field.onChange(fromLocalInputValue(event.target.value))}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        {item && isLive(item) ? (
          <Link
            to={`/blog/${item.slug}`}
            target="_blank"
            className="inline-flex items-center gap-1 self-start font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {t('form.view_public')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </FormSection>

      <FormSection title={t('form.section_details')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="blog-author" label={t('form.author')} required error={errors.author_name?.message}>
            <input
              id="blog-author"
              className={inputClass}
              maxLength={120}
              aria-required
              aria-invalid={errors.author_name ? true : undefined}
              aria-describedby={describedBy('blog-author', undefined, errors.author_name?.message)}
              {...form.register('author_name')}
            />
          </FormField>
          <FormField
            id="blog-slug"
            label={tAdmin('form.slug')}
            hint={tAdmin('form.slug_hint')}
            error={errors.slug?.message}
          >
            <input
              id="blog-slug"
              className={inputClass}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={describedBy('blog-slug', tAdmin('form.slug_hint'), errors.slug?.message)}
              {...form.register('slug')}
            />
          </FormField>
        </div>
        <FormField id="blog-tags" label={t('form.tags')} hint={t('form.tags_hint')} error={tagsError}>
          <input
            id="blog-tags"
            className={inputClass}
            aria-invalid={tagsError ? true : undefined}
            aria-describedby={describedBy('blog-tags', t('form.tags_hint'), tagsError)}
            {...form.register('tags')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="cover_image"
          render={({ field }) => (
            <ImageUploadField
              label={t('form.cover')}
              kind="cover"
              value={field.value}
              onChange={(base) => field.onChange(base)}
              error={errors.cover_image?.message}
            />
          )}
        />
      </FormSection>
    </ContentFormLayout>
  );
}
