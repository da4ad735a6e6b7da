import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '#app/lib/search-text.ts';
import { filterHelpCategories, type HelpCategory } from './filter-help.ts';

const categories: HelpCategory[] = [
  {
    id: 'projects',
    icon: 'folder-kanban',
    title: 'Projets et devis',
    questions: [
      { id: 'quote', question: 'Comment obtenir un devis ?', answer: 'Écrivez-nous.' },
      { id: 'delays', question: 'Combien de temps ?', answer: 'De 2 à 4 semaines pour un site vitrine.' },
    ],
  },
  {
    id: 'billing',
    icon: 'credit-card',
    title: 'Paiement et facturation',
    questions: [{ id: 'terms', question: 'Conditions de paiement ?', answer: 'Un acompte de 50 % à la commande.' }],
  },
];

describe('help search', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearchText('Écrivez Électronique')).toBe('ecrivez electronique');
  });

  it('keeps every question for an empty or blank query', () => {
    expect(filterHelpCategories(categories, '')).toBe(categories);
    expect(filterHelpCategories(categories, '   ')).toBe(categories);
  });

  it('keeps the questions holding every word and drops empty categories', () => {
    const result = filterHelpCategories(categories, 'ACOMPTE commande');
    expect(result.map((category) => category.id)).toEqual(['billing']);
    expect(result[0]!.questions.map((question) => question.id)).toEqual(['terms']);
  });

  it('searches the answers without accents and the category title', () => {
    expect(filterHelpCategories(categories, 'ecrivez')[0]!.questions.map((question) => question.id)).toEqual(['quote']);
    expect(filterHelpCategories(categories, 'devis')[0]!.questions).toHaveLength(2);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterHelpCategories(categories, 'zzz')).toEqual([]);
  });
});
