import { balancedColumns, CARD_RAIL_ITEM, CARD_RAIL_LIST } from '#app/components/ui/card-rail.ts';
import { ArrowRight, FolderOpen } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { PublicProject } from '#contract/schemas/project.ts';
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useFeaturedProjects } from '../api/get-featured-projects.ts';
import { homeMessages } from '../messages.ts';
import { CARD_RAIL_IMAGE_SIZES } from '#app/components/ui/image-sizes.ts';
import { type SectionHeading, SectionTitle } from '#app/components/ui/section-title.tsx';

/** Skeletons while the list loads: one row of three cards on wide screens. */
const LOADING_CARDS = 3;

/** The featured portfolio projects, at most `count`, under the title staff gave the section. */
export function FeaturedProjectsSection({
  initialProjects,
  heading,
  count,
}: {
  initialProjects?: PublicProject[];
  heading: SectionHeading;
  count: number;
}) {
  const t = useT(homeMessages);
  const { language } = useLanguage();
  const { data } = useFeaturedProjects(language, initialProjects);
  return (
    <section aria-labelledby={heading.id} className="bg-slate-50 py-10 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionTitle heading={heading} />
        <ProjectList projects={data?.slice(0, count)} />
        <p className="mt-8 sm:mt-10">
          <Link
            to="/portfolio"
            className="inline-flex items-center gap-2 rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('projects.all')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}

function ProjectList({ projects }: { projects: PublicProject[] | undefined }) {
  const t = useT(homeMessages);
  if (!projects) {
    return (
      <div role="status" className="mt-10">
        <span className="sr-only">{t('projects.loading')}</span>
        <ul className="grid gap-6 md:grid-cols-3">
          {Array.from({ length: LOADING_CARDS }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-[3/2] w-full rounded-2xl" />
              <Skeleton className="mt-4 h-6 w-2/3" />
              <Skeleton className="mt-3 h-4 w-full" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (projects.length === 0) return <p className="mt-10 text-slate-600">{t('projects.empty')}</p>;
  return (
    <ul className={`${CARD_RAIL_LIST} ${balancedColumns(projects.length)}`}>
      {projects.map((project) => (
        <li key={project.id} className={CARD_RAIL_ITEM}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}

function ProjectCard({ project }: { project: PublicProject }) {
  const t = useT(homeMessages);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {project.cover_image ? (
        <ResponsiveImage
          base={project.cover_image}
          kind="cover"
          alt=""
          sizes={CARD_RAIL_IMAGE_SIZES}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[3/2] w-full items-center justify-center bg-linear-to-br from-brand-900 to-brand-600 text-white">
          <FolderOpen aria-hidden="true" className="size-1/4" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-slate-900">{project.title}</h3>
        <p className="mt-2 flex-1 text-slate-600">{project.summary}</p>
        <Link
          to={`/portfolio/${project.slug}`}
          aria-label={t('projects.view_about', { title: project.title })}
          className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
        >
          {t('projects.view')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
