import { fillCompanyDetailsInText } from './company-details.ts';
import type { PublicPageSection } from './content-kinds/page-sections.ts';
import type { Language } from './languages.ts';
import type { PublicSettings } from './schemas/settings.ts';

export interface HelpQuestion {
  /** Unique on the page: the theme's anchor and the question's place. */
  id: string;
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

export interface HelpCategory {
  /** The theme's anchor in the page (/help#billing). */
  id: string;
  /** One of the icons staff choose from (SERVICE_ICONS). */
  icon: string;
  title: string;
  questions: HelpQuestion[];
}

/**
 * The help centre's themes as a visitor reads them (ADR 0068): the help page's topic sections in
 * their order, the company's details in the answers filled. The page and the site search read them alike.
 */
export function helpCategoriesOf(
  sections: readonly PublicPageSection[],
  settings: PublicSettings,
  language: Language,
): HelpCategory[] {
  return sections.flatMap((section) =>
    section.type === 'help_topic'
      ? [
          {
            id: section.anchor,
            icon: section.icon,
            title: section.title,
            questions: section.questions.map((question, index) => ({
              id: `${section.anchor}-${index + 1}`,
              question: question.question,
              answer: fillCompanyDetailsInText(question.answer, settings, language),
              ...(question.link && question.link_label
                ? { link: { to: question.link, label: question.link_label } }
                : {}),
            })),
          },
        ]
      : [],
  );
}
