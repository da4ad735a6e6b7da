import type { HelpCategory } from '#contract/help-topics.ts';
import { holdsEveryWord, searchWords } from '#app/lib/search-text.ts';

export type { HelpCategory, HelpQuestion } from '#contract/help-topics.ts';

/** Categories keeping only the questions whose text holds every word of the query; empty categories are dropped. */
export function filterHelpCategories(categories: HelpCategory[], query: string): HelpCategory[] {
  const words = searchWords(query);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter((question) =>
        holdsEveryWord(`${category.title} ${question.question} ${question.answer}`, words),
      ),
    }))
    .filter((category) => category.questions.length > 0);
}
