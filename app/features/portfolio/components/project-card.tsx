import { Link } from '#app/components/ui/localized-link.tsx';
import type { PublicProject } from '#contract/schemas/project.ts';
import { type ImageLoading, ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { portfolioMessages } from '../messages.ts';
import { CARD_GRID_IMAGE_SIZES } from '#app/components/ui/image-sizes.ts';

/** Cover, category, title (the card's link), summary and client of a project. */
export function ProjectCard({
  project,
  href,
  loading = 'lazy',
}: {
  project: PublicProject;
  href: string;
  loading?: ImageLoading;
}) {
  const t = useT(portfolioMessages);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      {project.cover_image ? (
        <ResponsiveImage
          base={project.cover_image}
          kind="cover"
          alt=""
          sizes={CARD_GRID_IMAGE_SIZES}
          loading={loading}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p>
          <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            {t(`category.${project.category}`)}
          </span>
        </p>
        <h3 className="mt-3 text-xl font-semibold text-slate-900">
          <Link
            to={href}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
          >
            {project.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-600">{project.summary}</p>
        {project.client_name ? (
          <p className="mt-4 text-sm font-medium text-slate-700">{t('card.client', { name: project.client_name })}</p>
        ) : null}
      </div>
    </article>
  );
}
