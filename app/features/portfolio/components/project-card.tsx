import type { PublicProject } from '#contract/schemas/project.ts';
import { ItemCard } from '#app/components/ui/item-card.tsx';
import type { ImageLoading } from '#app/components/ui/responsive-image.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { portfolioMessages } from '../messages.ts';

/** Cover, category, title (the card's link), summary and client of a project. */
export function ProjectCard({
  project,
  href,
  loading,
}: {
  project: PublicProject;
  href: string;
  loading?: ImageLoading;
}) {
  const t = useT(portfolioMessages);
  return (
    <ItemCard
      cover={project.cover_image}
      title={project.title}
      href={href}
      loading={loading}
      before={
        <p>
          <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            {t(`category.${project.category}`)}
          </span>
        </p>
      }
    >
      <p className="mt-2 flex-1 text-slate-600">{project.summary}</p>
      {project.client_name ? (
        <p className="mt-4 text-sm font-medium text-slate-700">{t('card.client', { name: project.client_name })}</p>
      ) : null}
    </ItemCard>
  );
}
