import type { PublicTeamMember } from '#contract/schemas/team.ts';
import { type SectionHeading, SectionTitle } from '#app/components/ui/section-title.tsx';
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { teamMessages } from '../messages.ts';

/** The active team members in their order, under the page section's title. */
export function TeamSection({ members, heading }: { members: PublicTeamMember[]; heading: SectionHeading }) {
  const t = useT(teamMessages);
  return (
    <section aria-labelledby={heading.id} className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionTitle heading={heading} />
        {members.length === 0 ? (
          <p className="mt-10 text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {members.map((member) => (
              <li key={member.id}>
                <TeamMemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TeamMemberCard({ member }: { member: PublicTeamMember }) {
  return (
    <article className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      {member.photo ? (
        <ResponsiveImage
          base={member.photo}
          kind="portrait"
          alt=""
          sizes="128px"
          className="size-32 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          data-testid="initial-avatar"
          className="inline-flex size-32 items-center justify-center rounded-full bg-brand-700 text-4xl font-bold text-white"
        >
          {member.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{member.name}</h3>
      <p className="mt-1 text-sm font-medium text-brand-700">{member.role}</p>
      <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
    </article>
  );
}
