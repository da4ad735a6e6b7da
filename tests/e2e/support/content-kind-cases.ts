import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { blogPostsKind } from '#contract/content-kinds/blog-posts.ts';
import { clientsKind } from '#contract/content-kinds/clients.ts';
import { eventsKind } from '#contract/content-kinds/events.ts';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { jobPostsKind } from '#contract/content-kinds/job-posts.ts';
import { projectsKind } from '#contract/content-kinds/projects.ts';
import { servicesKind } from '#contract/content-kinds/services.ts';
import { solutionsKind } from '#contract/content-kinds/solutions.ts';
import { teamMembersKind } from '#contract/content-kinds/team-members.ts';
import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import { IMAGE_KINDS } from '#contract/images.ts';
import type { Language } from '#contract/languages.ts';

/*
 * What the end-to-end body shared by the nine content kinds reads: their declarations (fields,
 * list, transitions, roles) and, per kind, the few texts of its screens that no declaration holds.
 */

type Bilingual = Record<Language, string>;
type Value = string | number | boolean;

/** The parts of a declaration the shared body reads. */
export type KindDeclaration = Pick<
  ContentKind,
  'name' | 'label' | 'adminPath' | 'roles' | 'fields' | 'list' | 'transitions'
>;

/** How a view draws a field otherwise than its declared type (a list, a choice of two as a switch). */
type Drawing =
  | { switchOn: string }
  | 'select'
  | 'repeatable'
  | 'comma-separated'
  /** One comma-separated text per language, paired by position (the blog's tags). */
  | 'comma-separated-in-both-languages'
  | 'gallery';

export interface ContentKindScreens {
  kind: KindDeclaration;
  description: Bilingual;
  /** The list's "new" link, which is also the title of the new form. */
  newItem: Bilingual;
  editTitle: Bilingual;
  /** The state tabs ("All" and the declared stats; "Scheduled" may follow) and the column headers of the list, in order (the selection and actions columns aside). */
  tabs: Record<Language, readonly string[]>;
  columns: Record<Language, readonly string[]>;
  /** The options of the sort select by the item's title and by the latest change (or creation). */
  sorts: { title: Bilingual; recent: Bilingual };
  /**
   * The declared filter the list test narrows to its second item, made with `value` (and `with`): a
   * state tab (`tab`), or a select (`label`, `option`) for a filter that is not a state.
   */
  filter: { field: string; value: Value; with?: Record<string, Value> } & (
    { tab: Bilingual } | { label: Bilingual; option: Bilingual }
  );
  /** The switch column the list test turns on its first item; `{name}` stands for the item's name. */
  toggle: { field: string; label: Bilingual };
  drawnAs?: Record<string, Drawing>;
  /** Fields a new form fills itself (the blog's author is whoever writes, most jobs are in Conakry). */
  prefilled?: readonly string[];
}

const ACTIVE_FILTER = { field: 'active', value: false, tab: { fr: 'Inactifs', en: 'Inactive' } };
const ACTIVE_TOGGLE = { field: 'active', label: { fr: 'Actif : {name}', en: 'Active: {name}' } };
const RECENTLY_CHANGED = { fr: 'Modifiés récemment', en: 'Recently changed' };
const BY_NAME = { fr: 'Nom', en: 'Name' };
const BY_TITLE = { fr: 'Titre', en: 'Title' };

/** The nine kinds; the texts are those of app/features/<kind>/admin/messages.ts, written out as a person reads them. */
export const CONTENT_KIND_SCREENS: readonly ContentKindScreens[] = [
  {
    kind: servicesKind,
    description: {
      fr: 'Les services présentés sur le site, leur ordre et leur mise en avant.',
      en: 'The services shown on the site, their order and which are featured.',
    },
    newItem: { fr: 'Nouveau service', en: 'New service' },
    editTitle: { fr: 'Modifier le service', en: 'Edit service' },
    tabs: { fr: ['Tous', 'Actifs', 'Inactifs', 'À la une'], en: ['All', 'Active', 'Inactive', 'Featured'] },
    columns: {
      fr: ['Nom', 'Slug', 'Actif', 'À la une', 'Modifié le'],
      en: ['Name', 'Slug', 'Active', 'Featured', 'Changed on'],
    },
    sorts: { title: BY_NAME, recent: RECENTLY_CHANGED },
    filter: ACTIVE_FILTER,
    toggle: ACTIVE_TOGGLE,
    drawnAs: { features: 'repeatable', process: 'repeatable', faqs: 'repeatable' },
  },
  {
    kind: projectsKind,
    description: {
      fr: 'Les projets réalisés présentés sur le site : publication, mise en avant et ordre.',
      en: 'The completed projects shown on the site: publication, featuring and order.',
    },
    newItem: { fr: 'Nouveau projet', en: 'New project' },
    editTitle: { fr: 'Modifier le projet', en: 'Edit project' },
    tabs: { fr: ['Tous', 'Publiés', 'Brouillons', 'À la une'], en: ['All', 'Published', 'Drafts', 'Featured'] },
    columns: {
      fr: ['Titre', 'Catégorie', 'Publié', 'À la une', 'Modifié le'],
      en: ['Title', 'Category', 'Published', 'Featured', 'Changed on'],
    },
    sorts: { title: BY_TITLE, recent: RECENTLY_CHANGED },
    filter: {
      field: 'category',
      value: 'mobile',
      label: { fr: 'Catégorie', en: 'Category' },
      option: { fr: 'Applications mobiles', en: 'Mobile apps' },
    },
    toggle: { field: 'published', label: { fr: 'Publié : {name}', en: 'Published: {name}' } },
    drawnAs: { technologies: 'comma-separated', gallery: 'gallery' },
  },
  {
    kind: blogPostsKind,
    description: {
      fr: 'Les articles du blog : brouillons, articles publiés et programmés.',
      en: 'The blog posts: drafts, published and scheduled posts.',
    },
    newItem: { fr: 'Nouvel article', en: 'New post' },
    editTitle: { fr: 'Modifier l’article', en: 'Edit post' },
    tabs: { fr: ['Tous', 'Publiés', 'Brouillons'], en: ['All', 'Published', 'Drafts'] },
    columns: {
      fr: ['Titre', 'Publié', 'Publication', 'Étiquettes'],
      en: ['Title', 'Published', 'Publication', 'Tags'],
    },
    sorts: { title: BY_TITLE, recent: RECENTLY_CHANGED },
    filter: {
      field: 'status',
      value: 'published',
      // Scheduled far ahead: published, yet not on the public blog.
      with: { published_at: '2099-12-31T09:00:00.000Z' },
      tab: { fr: 'Publiés', en: 'Published' },
    },
    toggle: { field: 'status', label: { fr: 'Publié : {name}', en: 'Published: {name}' } },
    drawnAs: { status: { switchOn: 'published' }, tags: 'comma-separated-in-both-languages' },
    prefilled: ['author_name'],
  },
  {
    kind: testimonialsKind,
    description: {
      fr: 'La file de modération des témoignages : approuvez, refusez, mettez à la une. Seuls les témoignages approuvés et à la une paraissent sur la page d’accueil.',
      en: 'The testimonial moderation queue: approve, reject, feature. Only approved and featured testimonials appear on the home page.',
    },
    newItem: { fr: 'Nouveau témoignage', en: 'New testimonial' },
    editTitle: { fr: 'Modifier le témoignage', en: 'Edit testimonial' },
    tabs: {
      fr: ['Tous', 'En attente', 'Approuvés', 'Refusés', 'À la une'],
      en: ['All', 'Pending', 'Approved', 'Rejected', 'Featured'],
    },
    columns: {
      fr: ['Client', 'Témoignage', 'Note', 'État', 'À la une', 'Reçu le'],
      en: ['Client', 'Testimonial', 'Rating', 'State', 'Featured', 'Received'],
    },
    sorts: { title: { fr: 'Nom du client', en: 'Client name' }, recent: { fr: 'Plus récents', en: 'Newest' } },
    // Both items wait for moderation, one of them featured (not public until approved).
    filter: { field: 'featured', value: true, tab: { fr: 'À la une', en: 'Featured' } },
    toggle: { field: 'featured', label: { fr: 'À la une : {name}', en: 'Featured: {name}' } },
    drawnAs: { rating: 'select' },
  },
  {
    kind: jobPostsKind,
    description: {
      fr: 'Les offres d’emploi : ouvertes (visibles sur la page Carrières) ou fermées.',
      en: 'Job posts: open (shown on the Careers page) or closed.',
    },
    newItem: { fr: 'Nouvelle offre', en: 'New job post' },
    editTitle: { fr: 'Modifier l’offre', en: 'Edit job post' },
    tabs: { fr: ['Toutes', 'Ouvertes', 'Fermées'], en: ['All', 'Open', 'Closed'] },
    columns: {
      fr: ['Titre', 'Lieu', 'Contrat', 'Ouverte', 'Date limite', 'Candidatures'],
      en: ['Title', 'Location', 'Contract', 'Open', 'Closing date', 'Applications'],
    },
    sorts: { title: BY_TITLE, recent: { fr: 'Modifiées récemment', en: 'Recently changed' } },
    filter: { field: 'status', value: 'closed', tab: { fr: 'Fermées', en: 'Closed' } },
    toggle: { field: 'status', label: { fr: 'Ouverte : {name}', en: 'Open: {name}' } },
    drawnAs: { status: { switchOn: 'open' } },
    prefilled: ['location'],
  },
  {
    kind: solutionsKind,
    description: {
      fr: 'Les offres clés en main présentées sur la page Solutions, leur ordre et leur visibilité.',
      en: 'The turnkey packages shown on the Solutions page, their order and visibility.',
    },
    newItem: { fr: 'Nouvelle solution', en: 'New solution' },
    editTitle: { fr: 'Modifier la solution', en: 'Edit solution' },
    tabs: { fr: ['Toutes', 'Actives', 'Inactives'], en: ['All', 'Active', 'Inactive'] },
    columns: { fr: ['Nom', 'Slug', 'Active', 'Modifiée le'], en: ['Name', 'Slug', 'Active', 'Changed on'] },
    sorts: { title: BY_NAME, recent: { fr: 'Modifiées récemment', en: 'Recently changed' } },
    filter: { ...ACTIVE_FILTER, tab: { fr: 'Inactives', en: 'Inactive' } },
    toggle: { field: 'active', label: { fr: 'Active : {name}', en: 'Active: {name}' } },
    drawnAs: { features: 'repeatable' },
  },
  {
    kind: clientsKind,
    description: {
      fr: 'Les références clientes affichées sur la page Clients : logo, secteur, ordre et visibilité.',
      en: 'The client references shown on the Clients page: logo, sector, order and visibility.',
    },
    newItem: { fr: 'Nouveau client', en: 'New client' },
    editTitle: { fr: 'Modifier le client', en: 'Edit client' },
    tabs: { fr: ['Tous', 'Actifs', 'Inactifs'], en: ['All', 'Active', 'Inactive'] },
    columns: {
      fr: ['Nom', 'Logo', 'Secteur', 'Actif', 'Modifié le'],
      en: ['Name', 'Logo', 'Sector', 'Active', 'Changed on'],
    },
    sorts: { title: BY_NAME, recent: RECENTLY_CHANGED },
    filter: ACTIVE_FILTER,
    toggle: ACTIVE_TOGGLE,
  },
  {
    kind: teamMembersKind,
    description: {
      fr: 'Les membres de l’équipe présentés sur la page À propos, et leur ordre.',
      en: 'The team members shown on the About page, and their order.',
    },
    newItem: { fr: 'Nouveau membre', en: 'New member' },
    editTitle: { fr: 'Modifier le membre', en: 'Edit member' },
    tabs: { fr: ['Tous', 'Actifs', 'Inactifs'], en: ['All', 'Active', 'Inactive'] },
    columns: { fr: ['Photo', 'Nom', 'Fonction', 'Actif', 'Ordre'], en: ['Photo', 'Name', 'Role', 'Active', 'Order'] },
    sorts: { title: BY_NAME, recent: RECENTLY_CHANGED },
    filter: ACTIVE_FILTER,
    toggle: ACTIVE_TOGGLE,
  },
  {
    kind: eventsKind,
    description: {
      fr: 'Les formations, ateliers et portes ouvertes : brouillons, publiés et programmés.',
      en: 'Trainings, workshops and open days: drafts, published and scheduled.',
    },
    newItem: { fr: 'Nouvel événement', en: 'New event' },
    editTitle: { fr: 'Modifier l’événement', en: 'Edit event' },
    tabs: { fr: ['Tous', 'Publiés', 'Brouillons'], en: ['All', 'Published', 'Drafts'] },
    columns: {
      fr: ['Titre', 'Début', 'Lieu', 'Publié', 'Modifié le'],
      en: ['Title', 'Start', 'Place', 'Published', 'Changed on'],
    },
    sorts: { title: BY_TITLE, recent: RECENTLY_CHANGED },
    filter: {
      field: 'status',
      value: 'published',
      // Scheduled far ahead: published, yet not on the public site.
      with: { publish_at: '2099-12-31T09:00:00.000Z' },
      tab: { fr: 'Publiés', en: 'Published' },
    },
    toggle: { field: 'status', label: { fr: 'Publié : {name}', en: 'Published: {name}' } },
    drawnAs: { status: { switchOn: 'published' } },
  },
];

/** The back office's own words around every content screen. */
/**
 * The language of a kind's turn, by its place in CONTENT_KIND_SCREENS: every other kind in French.
 * preview.spec.ts opens kind `index` in this language; content-kinds.spec.ts runs its long tests in the
 * other (`index + 1`), so each kind's form is seen in both.
 */
export const languageOfTurn = (index: number): Language => (index % 2 === 0 ? 'fr' : 'en');

export const ADMIN_TEXTS = {
  fr: {
    suffix: 'Administration Weltaare',
    search: 'Rechercher',
    sortBy: 'Trier par',
    all: 'Tous',
    states: 'États',
    scheduled: 'Programmée?s',
    results: (count: number) => `${count} résultat(s)`,
    noResult: 'Aucun résultat pour cette recherche.',
    pagination: 'Pagination',
    pageStatus: (page: number, total: number) => `Page ${page} sur ${total}`,
    next: 'Suivant',
    previous: 'Précédent',
    editNamed: (name: string) => `Modifier ${name}`,
    deleteNamed: (name: string) => `Supprimer ${name}`,
    delete: 'Supprimer',
    cancel: 'Annuler',
    deleteTitle: (name: string) => `Supprimer « ${name} » ?`,
    deleteDescription: 'Cette action est définitive.',
    save: 'Enregistrer',
    backToList: 'Retour à la liste',
    unsavedTitle: 'Modifications non enregistrées',
    unsavedDescription: 'Si vous quittez cette page, vos modifications seront perdues.',
    stay: 'Rester sur la page',
    leave: 'Quitter sans enregistrer',
    errorsSummary: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
    french: 'Français',
    english: 'Anglais',
    englishMissing: 'EN manquant',
    slug: 'Slug (adresse)',
    slugHint: 'Laissez vide pour le créer à partir du titre français.',
    chooseImage: 'Choisir une image',
    replaceImage: 'Remplacer l’image',
    removeImage: 'Retirer l’image',
    notFound: 'Cet élément n’existe pas ou a été supprimé.',
    // The toasts name the item by its French name, whatever the screen's language.
    created: (name: string) => `« ${name} » créé`,
    saved: (name: string) => `« ${name} » enregistré`,
    deleted: (name: string) => `« ${name} » supprimé`,
    updated: (name: string) => `« ${name} » mis à jour`,
    uploaded: 'Image envoyée',
  },
  en: {
    suffix: 'Weltaare admin',
    search: 'Search',
    sortBy: 'Sort by',
    all: 'All',
    states: 'States',
    scheduled: 'Scheduled',
    results: (count: number) => `${count} result(s)`,
    noResult: 'No result for this search.',
    pagination: 'Pagination',
    pageStatus: (page: number, total: number) => `Page ${page} of ${total}`,
    next: 'Next',
    previous: 'Previous',
    editNamed: (name: string) => `Edit ${name}`,
    deleteNamed: (name: string) => `Delete ${name}`,
    delete: 'Delete',
    cancel: 'Cancel',
    deleteTitle: (name: string) => `Delete “${name}”?`,
    deleteDescription: 'This cannot be undone.',
    save: 'Save',
    backToList: 'Back to the list',
    unsavedTitle: 'Unsaved changes',
    unsavedDescription: 'If you leave this page, your changes will be lost.',
    stay: 'Stay on the page',
    leave: 'Leave without saving',
    errorsSummary: 'The form has errors: correct the highlighted fields.',
    french: 'French',
    english: 'English',
    englishMissing: 'EN missing',
    slug: 'Slug (address)',
    slugHint: 'Leave empty to make it from the French title.',
    chooseImage: 'Choose an image',
    replaceImage: 'Replace the image',
    removeImage: 'Remove the image',
    notFound: 'This item does not exist or was deleted.',
    created: (name: string) => `“${name}” created`,
    saved: (name: string) => `“${name}” saved`,
    deleted: (name: string) => `“${name}” deleted`,
    updated: (name: string) => `“${name}” updated`,
    uploaded: 'Image uploaded',
  },
} as const;

/** The words of the validation messages the shared body provokes, by the key the declared schema gives. */
const VALIDATION_TEXTS: Record<string, Bilingual> = {
  name_required: { fr: 'Le nom est obligatoire', en: 'Name is required' },
  french_required: { fr: 'Le texte en français est obligatoire', en: 'The French text is required' },
  invalid_url: { fr: 'Adresse web invalide', en: 'Invalid web address' },
  email_invalid: { fr: 'Format d’email invalide', en: 'Invalid email format' },
};

/** What the field's declared schema says of `value`, in the words the form shows. */
export function validationText(field: FieldDeclaration, value: unknown, language: Language): string {
  const result = field.value.safeParse(value);
  const key = result.error?.issues[0]?.message;
  const text = key === undefined ? undefined : VALIDATION_TEXTS[key]?.[language];
  if (text === undefined) throw new Error(`No words for the validation message "${key}" of ${field.label.fr}`);
  return text;
}

/** A value the field's form input refuses without being empty: a malformed address. */
export const MALFORMED: Partial<Record<FieldDeclaration['type'], string>> = {
  url: 'pas une adresse',
  email: 'pas-un-email',
};

/** The field that names an item: the first one the list searches, by which a list can also be sorted. */
export function titleField(kind: KindDeclaration): string {
  const [name] = kind.list.search;
  if (name === undefined || !kind.list.sorts.includes(name)) {
    throw new Error(`${kind.name}: the first searched field is not a declared sort`);
  }
  return name;
}

/** The declared sort by the latest change, or by creation where nothing else is declared. */
export function recentSort(kind: KindDeclaration): string {
  const sort = ['-updated_at', '-created_at'].find((candidate) => kind.list.sorts.includes(candidate));
  if (!sort) throw new Error(`${kind.name}: no sort by the latest change or creation`);
  return sort;
}

export function fieldOf(kind: KindDeclaration, name: string): FieldDeclaration {
  const field = kind.fields[name];
  if (!field) throw new Error(`${kind.name} declares no field "${name}"`);
  return field;
}

/** The values of a switch, on and off: a boolean's, or the two choices a view draws as one. */
export function switchValues(screens: ContentKindScreens, name: string): { on: Value; off: Value } {
  const field = fieldOf(screens.kind, name);
  if (field.type === 'boolean') return { on: true, off: false };
  const drawing = screens.drawnAs?.[name];
  const on = typeof drawing === 'object' ? drawing.switchOn : undefined;
  const off = field.options?.find((option) => option !== on);
  if (on === undefined || off === undefined) throw new Error(`${screens.kind.name}.${name} is not drawn as a switch`);
  return { on, off };
}

/**
 * The smallest body the admin API takes for an item named `name`: its required fields filled
 * (a choice without default gets its first option), everything else left to the declared defaults.
 */
export function minimalInput(kind: KindDeclaration, name: string): Record<string, unknown> {
  const title = titleField(kind);
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(kind.fields)) {
    if (key === title) input[key] = field.type === 'text' ? name : { fr: name };
    else if (!field.required) continue;
    else if (field.type === 'localized-text') input[key] = { fr: `${field.label.fr} de ${name}` };
    else if (field.type === 'localized-rich-text') input[key] = { fr: `<p>${field.label.fr} de ${name}</p>` };
    else if (field.type === 'text') input[key] = `${field.label.fr} de ${name}`;
    else if (field.type === 'choice') input[key] = field.options?.[0];
  }
  return input;
}

/** The name of an item as an answer of the admin API holds it (the French text of a title in both languages). */
export function nameOf(kind: KindDeclaration, item: Record<string, unknown>): string {
  const value = item[titleField(kind)];
  return typeof value === 'string' ? value : ((value as { fr: string }).fr ?? '');
}

/** Calls the admin API without expecting success (cleaning up what may already be gone). */
export async function deleteItems(request: APIRequestContext, token: string, kind: KindDeclaration, ids: number[]) {
  for (const id of ids) {
    await request.delete(`/api/admin/${kind.name}/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
}

/** The status of GET /api/admin/{kind}/{id}: 404 once the item is gone. */
export async function itemStatus(request: APIRequestContext, token: string, kind: KindDeclaration, id: number) {
  const response = await request.get(`/api/admin/${kind.name}/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

/** An admin address in the screen's language (the back office stores a `?lang=` choice). */
export function adminUrl(path: string, language: Language, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...(language === 'en' ? { lang: 'en' } : {}), ...query }).toString();
  return params ? `${path}?${params}` : path;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text in both languages: the fieldset named by its label (and the "EN missing" badge, once French is in). */
export function localizedGroup(page: Page, label: string, language: Language): Locator {
  const missing = ADMIN_TEXTS[language].englishMissing;
  return page.getByRole('group', { name: new RegExp(`^${escapeRegExp(label)}(?: ${missing})?$`) });
}

/** The French editor of a rich text, named "{label} · Français". */
export function frenchEditor(page: Page, label: string, language: Language): Locator {
  return page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)} · ${ADMIN_TEXTS[language].french}`) });
}

/** The input, select or switch labelled exactly `label` (a required one adds "(obligatoire)" for screen readers). */
export function labelledControl(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}(?: \\*? ?\\((?:obligatoire|required)\\))?$`));
}

/** An image upload: the box holding its label, preview, file input and buttons. */
export function imageBox(page: Page, label: string): Locator {
  return page.getByText(label, { exact: true }).locator('..');
}

/** A small upload in the shape the field's images are cropped to. */
export function imageSizeOf(field: FieldDeclaration) {
  const shape = IMAGE_KINDS[field.image ?? 'cover'];
  return { width: shape.width * 40, height: shape.height * 40 };
}

/** The state tab named "{label} {count}". */
export function stateTab(page: Page, label: string, language: Language): Locator {
  return page
    .getByRole('navigation', { name: ADMIN_TEXTS[language].states })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(label)} \\d+$`) });
}

/** Expects the state tabs with their counts and the table's column headers of a list, in order. */
export async function expectListFrame(page: Page, screens: ContentKindScreens, language: Language) {
  const tabs = page.getByRole('navigation', { name: ADMIN_TEXTS[language].states }).getByRole('link');
  const labels = screens.tabs[language];
  for (const [index, label] of labels.entries())
    await expect(tabs.nth(index)).toHaveText(new RegExp(`^${escapeRegExp(label)} \\d+$`));
  // "Scheduled" follows when an item waits for its publication date.
  if ((await tabs.count()) > labels.length)
    await expect(tabs.nth(labels.length)).toHaveText(new RegExp(`^${ADMIN_TEXTS[language].scheduled} \\d+$`));
  expect(await tabs.count()).toBeLessThanOrEqual(labels.length + 1);
  // The selection column's header is its "select all" box.
  await expect(page.getByRole('table').getByRole('columnheader', { includeHidden: true })).toHaveText([
    '',
    ...screens.columns[language],
    'Actions',
  ]);
}
