import { blogPostsKind } from '#contract/content-kinds/blog-posts.ts';
import { ExternalLink } from 'lucide-react';
import { Controller, type FieldError, get } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { AdminBlogPost, BlogPostStatus } from '#contract/schemas/blog.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { ContentFormLayout } from '#app/components/admin/content-form-layout.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { ImageUploadField } from '#app/components/admin/image-upload-field.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { LocalizedRichTextField } from '#app/components/admin/localized-rich-text-field.tsx';
import { ToggleSwitch } from '#app/components/admin/toggle-switch.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useCurrentUser } from '#app/lib/auth/current-user.tsx';
import { commaSeparated } from '#app/lib/admin/form-values.ts';
import type { FormText } from '#app/lib/admin/form-values.ts';
import { useContentForm } from '#app/lib/admin/use-content-form.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { fromLocalInputValue, toLocalInputValue } from './local-date-time.ts';
import { blogAdminMessages } from './messages.ts';
import { isLive } from './post-schedule.ts';

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
    kind: blogPostsKind,
    // Tags are typed as one comma-separated text; a new post is signed by whoever writes it.
    toValues: (post, values) => ({
      ...values,
      author_name: post ? post.author_name : currentUserName,
      tags: post?.tags.join(', ') ?? '',
      published_at: post?.published_at ?? null,
    }),
    toInput: (values, body) => ({ ...body, published_at: values.published_at, tags: commaSeparated(values.tags) }),
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
          {(control) => (
            <Controller
              control={form.control}
              name="published_at"
              render={({ field }) => (
                <input
                  {...control}
                  type="datetime-local"
                  className={`${inputClass} md:max-w-xs`}
                  value={toLocalInputValue(field.value)}
                  onChange={(event) => field.onChange(fromLocalInputValue(event.target.value))}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
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
            {(control) => (
              <input
                {...control}
                className={inputClass}
                maxLength={120}
                aria-required
                {...form.register('author_name')}
              />
            )}
          </FormField>
          <FormField
            id="blog-slug"
            label={tAdmin('form.slug')}
            hint={tAdmin('form.slug_hint')}
            error={errors.slug?.message}
          >
            {(control) => <input {...control} className={inputClass} {...form.register('slug')} />}
          </FormField>
        </div>
        <FormField id="blog-tags" label={t('form.tags')} hint={t('form.tags_hint')} error={tagsError}>
          {(control) => <input {...control} className={inputClass} {...form.register('tags')} />}
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
