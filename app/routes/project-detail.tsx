import { ArrowRight, ExternalLink, PlayCircle } from 'lucide-react';
import { BackLink } from '#app/components/ui/back-link.tsx';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { Language } from '#contract/languages.ts';
import type { PublicProject } from '#contract/schemas/project.ts';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { ProjectTestimonials } from '#app/features/portfolio/components/project-testimonials.tsx';
import { formatLongDate } from '#app/lib/format-date.ts';
import { portfolioMessages } from '#app/features/portfolio/messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import type { BreadcrumbHandle } from '#app/components/seo/page-trail.ts';
import { ownItemPaths } from '#app/lib/page-paths.ts';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/project-detail';
import { ARTICLE_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';
import { MAIN_COLUMN_COVER_SIZES, MAIN_COLUMN_GALLERY_IMAGE_SIZES } from '#app/components/ui/image-sizes.ts';
import { ItemCover } from '#app/components/ui/item-cover.tsx';
import { notFound } from './page-sections.tsx';

/** Longest key the API accepts: anything longer names no project. */
const MAX_KEY_LENGTH = 200;

export async function loader({ context, params }: Route.LoaderArgs) {
  const key = params.slug.trim();
  const project =
    key && key.length <= MAX_KEY_LENGTH ? await context.content.projects.item(key, context.language) : null;
  if (!project) throw await notFound(context);
  const pagePaths = ownItemPaths('/portfolio', project, key, context.language);
  const testimonials = await context.content.testimonialsByProject(project.id, context.language);
  return { language: context.language, project, testimonials, pagePaths };
}

/** Its name in the breadcrumb trail. */
export const handle: BreadcrumbHandle = {
  breadcrumb: (data: Route.ComponentProps['loaderData']) => data.project.title,
};

export function meta(args: Route.MetaArgs) {
  const project = args.data?.project;
  // A loader's 404 renders the layout's error page, whose meta speaks for it.
  if (!project) return [];
  return seoMeta(args, {
    ...itemSeo(project),
    title: project.title,
    description: project.summary,
    cover: project.cover_image,
  });
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const t = useT(portfolioMessages);
  const { project, testimonials, language } = loaderData;
  return (
    <>
      <PageHero badge={t(`category.${project.category}`)} title={project.title} subtitle={project.summary}>
        <BackLink to="/portfolio" label={t('detail.back')} tone="hero" />
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <div className="flow-root">
            {project.cover_image ? (
              <ItemCover base={project.cover_image} alt={project.title} sizes={MAIN_COLUMN_COVER_SIZES} />
            ) : null}
            <section aria-labelledby="project-about-title" className="sm:mt-10">
              <h2 id="project-about-title" className="sr-only">
                {t('detail.about')}
              </h2>
              <div className={ARTICLE_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: project.body }} />
            </section>
          </div>
          <ProjectGallery project={project} />
        </div>
        <ProjectFacts project={project} language={language} />
      </div>
      <ProjectTestimonials testimonials={testimonials} />
      <section aria-labelledby="project-cta-title" className="bg-brand-900 py-16 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-5 sm:px-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="project-cta-title" className="text-2xl font-bold sm:text-3xl">
              {t('cta.title')}
            </h2>
            <p className="mt-3 max-w-2xl text-blue-100">{t('cta.text')}</p>
          </div>
          <Link
            to="/contact"
            className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-accent-500 px-6 py-3.5 font-semibold text-slate-950 hover:bg-accent-400"
          >
            {t('cta.button')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>
    </>
  );
}

function ProjectFacts({ project, language }: { project: PublicProject; language: Language }) {
  const t = useT(portfolioMessages);
  return (
    <aside
      aria-labelledby="project-facts-title"
      className="self-start rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
    >
      <h2 id="project-facts-title" className="text-xl font-bold text-slate-900">
        {t('detail.facts')}
      </h2>
      <dl className="mt-5 space-y-4">
        {project.client_name ? (
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('detail.client')}</dt>
            <dd className="font-semibold text-slate-900">{project.client_name}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('detail.category')}</dt>
          <dd className="font-semibold text-slate-900">{t(`category.${project.category}`)}</dd>
        </div>
        {project.completed_on ? (
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('detail.completed_on')}</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={project.completed_on}>{formatLongDate(project.completed_on, language)}</time>
            </dd>
          </div>
        ) : null}
        {project.technologies.length > 0 ? (
          <div>
            <dt className="text-sm font-medium text-slate-600">{t('detail.technologies')}</dt>
            <dd>
              <ul className="mt-2 flex flex-wrap gap-2">
                {project.technologies.map((technology) => (
                  <li
                    key={technology}
                    className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-300"
                  >
                    {technology}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {project.project_url ? (
        <a
          href={project.project_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('detail.visit')}
          <span className="sr-only">{t('detail.new_tab')}</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
      {project.video_url ? (
        <a
          href={project.video_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          {t('detail.video')}
          <span className="sr-only">{t('detail.new_tab')}</span>
          <PlayCircle aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </aside>
  );
}

function ProjectGallery({ project }: { project: PublicProject }) {
  const t = useT(portfolioMessages);
  if (project.gallery.length === 0) return null;
  return (
    <section aria-labelledby="project-gallery-title" className="mt-12">
      <h2 id="project-gallery-title" className="text-2xl font-bold text-slate-900">
        {t('detail.gallery')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {project.gallery.map((image, index) => (
          <li key={image}>
            <ResponsiveImage
              base={image}
              kind="cover"
              alt={t('detail.gallery_image', { n: index + 1, title: project.title })}
              sizes={MAIN_COLUMN_GALLERY_IMAGE_SIZES}
              className="aspect-[3/2] h-auto w-full rounded-xl object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
