export interface HelpQuestion {
  id: string;
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

export interface HelpCategory {
  id: string;
  title: string;
  questions: HelpQuestion[];
}

/** Lower case without accents, so "electronique" finds "électronique". */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Categories keeping only the questions whose text holds every word of the query; empty categories are dropped. */
export function filterHelpCategories(categories: HelpCategory[], query: string): HelpCategory[] {
  const words = normalizeSearchText(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter((question) => {
        const haystack = normalizeSearchText(`${category.title} ${question.question} ${question.answer}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((category) => category.questions.length > 0);
}
