import { expect, type Locator, type Page, test } from '@playwright/test';
import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import type { Language } from '#contract/languages.ts';
import { apiWithToken, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, rowLinkedTo, tableRows, toast, uploadImage } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import {
  ADMIN_TEXTS,
  adminUrl,
  CONTENT_KIND_SCREENS,
  type ContentKindScreens,
  deleteItems,
  expectListFrame,
  fieldOf,
  frenchEditor,
  imageBox,
  imageSizeOf,
  itemStatus,
  labelledControl,
  languageOfTurn,
  localizedGroup,
  MALFORMED,
  minimalInput,
  nameOf,
  recentSort,
  stateTab,
  switchValues,
  titleField,
  validationText,
} from '../support/content-kind-cases.ts';

/*
 * One body for the nine content kinds, fed by their declarations: the list and the form of each,
 * in French as the seeded admin and in English as an editor. What only one kind does (the moderation
 * queue, a gallery, scheduling, public pages) stays in its own spec beside this one.
 */

type Item = Record<string, unknown> & { id: number };

/** A date and time as a datetime-local input takes it, in Conakry's time. */
const LOCAL_DATE_TIME = '2030-06-30T10:30';
/** One more item than a list page holds. */
const PAGE_AND_ONE = 21;

/** French screens as the seeded admin; English ones as an editor wherever the kind lets editors in. */
function staffFor(screens: ContentKindScreens, language: Language): 'admin' | 'editor' {
  return language === 'en' && screens.kind.roles.includes('editor') ? 'editor' : 'admin';
}

async function signInAs(page: Page, role: 'admin' | 'editor'): Promise<string> {
  return role === 'editor' ? signIn(page, await createStaff(page.request, 'editor')) : signIn(page);
}

/** Expects none of these French texts (those English does not share) on the page. */
async function expectNoFrench(page: Page, french: readonly string[], english: readonly string[]) {
  for (const text of french.filter((candidate) => !english.includes(candidate))) {
    await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  }
}

/** How the form shows a field: its group, switch, upload box, heading or labelled input. */
function shownField(page: Page, screens: ContentKindScreens, name: string, language: Language): Locator {
  const field = fieldOf(screens.kind, name);
  const label = field.label[language];
  const drawing = screens.drawnAs?.[name];
  if (
    field.type === 'localized-text' ||
    field.type === 'localized-rich-text' ||
    drawing === 'comma-separated-in-both-languages'
  ) {
    return localizedGroup(page, label, language);
  }
  if (field.type === 'boolean' || typeof drawing === 'object') {
    return page.getByRole('switch', { name: label, exact: true });
  }
  if (field.type === 'image') return page.getByText(label, { exact: true });
  if (drawing === 'repeatable') return page.getByRole('group', { name: label, exact: true });
  if (drawing === 'gallery') return page.getByRole('heading', { name: label, exact: true });
  if (field.type === 'list' && drawing !== 'comma-separated') throw new Error(`How is ${name} drawn?`);
  return labelledControl(page, frenchSlug(field) ? ADMIN_TEXTS[language].slug : label);
}

/** The French slug is labelled by the back office's own words; an English slug by its declaration. */
const frenchSlug = (field: FieldDeclaration) => field.type === 'slug' && !field.englishSlug;

/** The input that holds the item's name (the French one of a text in both languages). */
function nameInput(page: Page, screens: ContentKindScreens, language: Language): Locator {
  const field = fieldOf(screens.kind, titleField(screens.kind));
  if (field.type === 'text') return labelledControl(page, field.label[language]);
  return localizedGroup(page, field.label[language], language).getByLabel(ADMIN_TEXTS[language].french);
}

/** Where a required field, left empty, says so: the input marked invalid and the words of its error. */
function requiredError(page: Page, field: FieldDeclaration, language: Language) {
  const label = field.label[language];
  if (field.type === 'text') {
    const input = labelledControl(page, label);
    return { input, error: input.locator('..').getByRole('alert') };
  }
  const group = localizedGroup(page, label, language);
  const input =
    field.type === 'localized-rich-text'
      ? frenchEditor(page, label, language)
      : group.getByLabel(ADMIN_TEXTS[language].french);
  return { input, error: group.getByRole('alert') };
}

/**
 * Fills one field as a person would, by its declared type (or as its view draws it), and returns
 * what the admin API should then hold for it (undefined: nothing to compare).
 */
async function fillField(
  page: Page,
  screens: ContentKindScreens,
  name: string,
  itemName: string,
  language: Language,
): Promise<unknown> {
  const texts = ADMIN_TEXTS[language];
  const field = fieldOf(screens.kind, name);
  const label = field.label[language];
  const drawing = screens.drawnAs?.[name];
  const isTitle = name === titleField(screens.kind);
  switch (field.type) {
    case 'localized-text': {
      const group = localizedGroup(page, label, language);
      const text = {
        fr: isTitle ? itemName : `${field.label.fr} de ${itemName}`,
        en: isTitle ? `${itemName} (EN)` : `${field.label.en} of ${itemName}`,
      };
      await group.getByLabel(texts.french).fill(text.fr);
      await expect(group.getByText(texts.englishMissing)).toBeVisible();
      await group.getByLabel(texts.english).fill(text.en);
      await expect(group.getByText(texts.englishMissing)).toHaveCount(0);
      return text;
    }
    case 'localized-rich-text': {
      const text = `${field.label.fr} de ${itemName}`;
      const editor = frenchEditor(page, label, language);
      await editor.click();
      await editor.pressSequentially(text);
      // Left without English: the badge says so.
      await expect(localizedGroup(page, label, language).getByText(texts.englishMissing)).toBeVisible();
      return { fr: `<p>${text}</p>` };
    }
    case 'text': {
      const text = isTitle ? itemName : `${field.label.fr} de ${itemName}`;
      await labelledControl(page, label).fill(text);
      return text;
    }
    case 'url': {
      const address = `https://exemple.test/${name}`;
      await labelledControl(page, label).fill(address);
      return address;
    }
    case 'email': {
      const address = `${name.replaceAll('_', '-')}@exemple.test`;
      await labelledControl(page, label).fill(address);
      return address;
    }
    case 'date':
      await labelledControl(page, label).fill('2030-06-30');
      return '2030-06-30';
    case 'datetime':
      // On the company's clock, Conakry's (GMT), whatever the browser's; stored as the instant it names.
      await labelledControl(page, label).fill(LOCAL_DATE_TIME);
      return `${LOCAL_DATE_TIME}:00.000Z`;
    case 'number': {
      const value = Math.floor(((field.min ?? 0) + (field.max ?? 10)) / 2);
      const input = labelledControl(page, label);
      if (drawing === 'select') await input.selectOption(String(value));
      else await input.fill(String(value));
      return value;
    }
    case 'boolean': {
      const toggle = page.getByRole('switch', { name: label, exact: true });
      await toggle.click();
      await expect(toggle).toBeChecked({ checked: field.defaultValue !== true });
      return field.defaultValue !== true;
    }
    case 'choice': {
      if (typeof drawing === 'object') {
        const { on, off } = switchValues(screens, name);
        const toggle = page.getByRole('switch', { name: label, exact: true });
        await toggle.click();
        await expect(toggle).toBeChecked({ checked: field.defaultValue !== on });
        return field.defaultValue === on ? off : on;
      }
      const last = field.options?.at(-1) ?? '';
      await labelledControl(page, label).selectOption(last);
      return last;
    }
    case 'relation': {
      // A seeded item (the smallest id): no other test deletes it meanwhile.
      const select = labelledControl(page, label);
      await expect(select.locator('option')).not.toHaveCount(1);
      const ids = await select
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => Number((option as HTMLOptionElement).value)).filter((id) => id > 0),
        );
      const id = Math.min(...ids);
      await select.selectOption(String(id));
      return id;
    }
    case 'image': {
      const box = imageBox(page, label);
      await uploadImage(page, box.getByLabel(texts.chooseImage), await pngFile(`${name}.png`, imageSizeOf(field)));
      await expect(toast(page, texts.uploaded)).toBeVisible();
      await expect(box.getByTestId('image-preview')).toBeVisible();
      await expect(box.getByTestId('image-preview')).toHaveAttribute('src', /^\/media\/.+\.webp$/);
      await expect(box.locator('progress')).toHaveCount(0);
      await expect(box.getByText(texts.replaceImage)).toBeVisible();
      await expect(box.getByRole('button', { name: texts.removeImage })).toBeVisible();
      return expect.stringMatching(/^\/media\//);
    }
    case 'slug': {
      // The French slug is made from the title; the English one is the editor's to give.
      if (!field.englishSlug) return undefined;
      const slug = `english-${itemName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      await labelledControl(page, label).fill(slug);
      return slug;
    }
    case 'list': {
      if (drawing === 'comma-separated-in-both-languages') {
        const group = localizedGroup(page, label, language);
        await group.getByLabel(texts.french).fill('E2E, essai');
        await group.getByLabel(texts.english).fill('e2e, trial');
        return [
          { fr: 'e2e', en: 'e2e' },
          { fr: 'essai', en: 'trial' },
        ];
      }
      if (drawing !== 'comma-separated') return undefined;
      await labelledControl(page, label).fill('e2e, essai');
      return ['e2e', 'essai'];
    }
    default:
      return undefined;
  }
}

/** Expects the form to show what the admin API holds for a field (as `fillField` returned it). */
async function expectShown(page: Page, screens: ContentKindScreens, name: string, stored: unknown, language: Language) {
  const texts = ADMIN_TEXTS[language];
  const field = fieldOf(screens.kind, name);
  const label = field.label[language];
  const drawing = screens.drawnAs?.[name];
  if (field.type === 'boolean' || typeof drawing === 'object') {
    const checked = stored === switchValues(screens, name).on;
    await expect(page.getByRole('switch', { name: label, exact: true })).toBeChecked({ checked });
  } else if (field.type === 'localized-text') {
    const group = localizedGroup(page, label, language);
    const text = stored as { fr: string; en: string };
    await expect(group.getByLabel(texts.french)).toHaveValue(text.fr);
    await expect(group.getByLabel(texts.english)).toHaveValue(text.en);
  } else if (field.type === 'localized-rich-text') {
    const html = (stored as { fr: string }).fr;
    await expect(frenchEditor(page, label, language)).toHaveText(html.replace(/<[^>]+>/g, ''));
  } else if (field.type === 'image') {
    await expect(imageBox(page, label).getByTestId('image-preview')).toBeVisible();
  } else if (drawing === 'comma-separated-in-both-languages') {
    const group = localizedGroup(page, label, language);
    const tags = stored as { fr: string; en: string }[];
    await expect(group.getByLabel(texts.french)).toHaveValue(tags.map((tag) => tag.fr).join(', '));
    await expect(group.getByLabel(texts.english)).toHaveValue(tags.map((tag) => tag.en).join(', '));
  } else if (field.type === 'list') {
    await expect(labelledControl(page, label)).toHaveValue((stored as string[]).join(', '));
  } else {
    const shown = field.type === 'datetime' ? LOCAL_DATE_TIME : String(stored);
    await expect(labelledControl(page, frenchSlug(field) ? texts.slug : label)).toHaveValue(shown);
  }
}

CONTENT_KIND_SCREENS.forEach((screens, index) => {
  const { kind } = screens;
  // Each kind's list and form in one language, every other kind in the other: the body runs in both
  // languages and at both sizes (French on a phone, English on a desktop: playwright.config.ts), and
  // each kind's form is opened in its other language by preview.spec.ts (which takes the opposite
  // turn) and its screens in both by the crawl, without running the 16 long tests twice.
  const language = languageOfTurn(index + 1);
  const role = staffFor(screens, language);
  const texts = ADMIN_TEXTS[language];
  const title = titleField(kind);
  const tag = `@content-kind-${language}`;
  test.describe(
    `${kind.label.en} screens in ${language === 'fr' ? 'French' : 'English'}, as ${role === 'admin' ? 'the admin' : 'an editor'}`,
    { tag },
    () => {
      test('the list: state tabs, columns, search, pages, sorts, a filter, delete with confirmation and a switch', async ({
        page,
      }) => {
        const errors = collectConsoleErrors(page);
        const token = await signInAs(page, role);
        const prefix = uniqueName(`Liste ${kind.name}`);
        const { filter, toggle } = screens;
        expect(kind.list.filters).toContain(filter.field);
        // The default sort shows the last item first: the newest first, or the smallest number first.
        const { defaultSort } = kind.list;
        const byNumber = defaultSort.startsWith('-') ? undefined : fieldOf(kind, defaultSort);
        if (byNumber && byNumber.type !== 'number') throw new Error(`${kind.name}: sorted by ${defaultSort}?`);
        const lowest = byNumber?.min ?? 0;
        const create = (name: string, extra: Record<string, unknown> = {}) =>
          apiWithToken<Item>(page.request, token, 'POST', `/admin/${kind.name}`, {
            ...minimalInput(kind, name),
            ...extra,
          });
        // "A" first, "B" last and alone in the filter, "C01"... between them: one more than a page.
        const [firstName, lastName] = [`${prefix} A`, `${prefix} B`];
        const fillerName = (index: number) => `${prefix} C${String(index).padStart(2, '0')}`;
        const items: Item[] = [];
        try {
          items.push(await create(firstName, byNumber ? { [defaultSort]: lowest + 1 } : {}));
          // The fillers side by side: their order among themselves is read back from their ids below.
          const fillerNames = Array.from({ length: PAGE_AND_ONE - 2 }, (_, index) => fillerName(index + 1));
          const fillers = await Promise.all(
            fillerNames.map((name) => create(name, byNumber ? { [defaultSort]: lowest + 1 } : {})),
          );
          items.push(...fillers);
          const lastMadeFiller = fillerNames[fillers.indexOf(fillers.reduce((a, b) => (b.id > a.id ? b : a)))]!;
          const last = await create(lastName, {
            ...(byNumber ? { [defaultSort]: lowest } : {}),
            [filter.field]: filter.value,
            ...filter.with,
          });
          items.push(last);
          const first = items[0] as Item;

          await page.goto(adminUrl(screens.kind.adminPath, language));
          await expect(page.getByRole('heading', { level: 1, name: kind.label[language] })).toBeVisible();
          await expect(page).toHaveTitle(`${kind.label[language]} · ${texts.suffix}`);
          await expect(page.getByText(screens.description[language])).toBeVisible();
          await expect(page.getByRole('link', { name: screens.newItem[language] })).toBeVisible();
          await expectListFrame(page, screens, language);
          await expect(tableRows(page).first()).toBeVisible();
          if (language === 'en') {
            await expectNoFrench(
              page,
              [screens.newItem.fr, ...screens.tabs.fr, ...screens.columns.fr],
              [screens.newItem.en, ...screens.tabs.en, ...screens.columns.en],
            );
          }
          await expectNoAxeViolations(page);

          const search = page.getByRole('searchbox', { name: texts.search });
          await search.fill(prefix);
          await expect(page).toHaveURL(/search=/);
          await expect(page.getByText(texts.results(PAGE_AND_ONE))).toBeVisible();
          await expect(tableRows(page)).toHaveCount(PAGE_AND_ONE - 1);
          await expect(tableRows(page).first()).toContainText(lastName);
          const pages = page.getByRole('navigation', { name: texts.pagination });
          await expect(pages).toContainText(texts.pageStatus(1, 2));
          await pages.getByRole('button', { name: texts.next }).click();
          await expect(pages).toContainText(texts.pageStatus(2, 2));
          await expect(page).toHaveURL(/page=2/);
          await expect(tableRows(page)).toHaveCount(1);
          // Last of all: the oldest, or the last made of those with the larger number.
          await expect(tableRows(page).first()).toContainText(byNumber ? lastMadeFiller : firstName);
          await pages.getByRole('button', { name: texts.previous }).click();
          await expect(pages).toContainText(texts.pageStatus(1, 2));
          await expect(tableRows(page)).toHaveCount(PAGE_AND_ONE - 1);
          await pages.getByRole('button', { name: texts.next }).click();
          await expect(pages).toContainText(texts.pageStatus(2, 2));

          // Another sort starts again from the first page.
          const sort = page.getByLabel(texts.sortBy, { exact: true });
          await sort.selectOption({ label: screens.sorts.title[language] });
          await expect(page).toHaveURL(new RegExp(`sort=${title}`));
          await expect(page).not.toHaveURL(/page=/);
          await expect(pages).toContainText(texts.pageStatus(1, 2));
          await expect(tableRows(page).first()).toContainText(firstName);
          const recent = recentSort(kind);
          await sort.selectOption({ label: screens.sorts.recent[language] });
          await expect(page).toHaveURL(new RegExp(`sort=${recent}`));
          await expect(tableRows(page).first()).toContainText(lastName);

          // A state is a tab (counted under the search), another filter a select.
          const filterTab = 'tab' in filter ? stateTab(page, filter.tab[language], language) : null;
          const filterSelect = 'label' in filter ? page.getByLabel(filter.label[language], { exact: true }) : null;
          if (filterTab) {
            await expect(filterTab).toHaveText(/ 1$/);
            await filterTab.click();
          }
          if (filterSelect && 'option' in filter) await filterSelect.selectOption({ label: filter.option[language] });
          await expect(page).toHaveURL(new RegExp(`${filter.field}=${String(filter.value)}`));
          await expect(page.getByText(texts.results(1))).toBeVisible();
          await expect(tableRows(page)).toHaveCount(1);
          await expect(rowLinkedTo(page, lastName)).toBeVisible();
          // Search, sort and filter live in the address: a reload keeps them.
          await page.reload();
          await expect(search).toHaveValue(prefix);
          await expect(sort).toHaveValue(recent);
          if (filterTab) await expect(filterTab).toHaveAttribute('aria-current', 'page');
          if (filterSelect) await expect(filterSelect).toHaveValue(String(filter.value));
          await expect(page.getByText(texts.results(1))).toBeVisible();
          await expect(rowLinkedTo(page, lastName)).toBeVisible();

          const deleteLast = page.getByRole('button', { name: texts.deleteNamed(lastName) });
          await deleteLast.click();
          const dialog = page.getByRole('alertdialog', { name: texts.deleteTitle(lastName) });
          await expect(dialog).toContainText(texts.deleteDescription);
          await expectNoAxeViolations(page);
          await dialog.getByRole('button', { name: texts.cancel }).click();
          await expect(dialog).toBeHidden();
          await expect(rowLinkedTo(page, lastName)).toBeVisible();
          await deleteLast.click();
          await dialog.getByRole('button', { name: texts.delete }).click();
          await expect(toast(page, texts.deleted(lastName))).toBeVisible();
          await expect(page.getByText(texts.noResult)).toBeVisible();
          expect(await itemStatus(page.request, token, kind, last.id)).toBe(404);

          if (filterTab) await stateTab(page, screens.tabs[language][0] ?? '', language).click();
          if (filterSelect) await filterSelect.selectOption({ label: texts.all });
          await expect(page).not.toHaveURL(new RegExp(`${filter.field}=`));
          await expect(page.getByText(texts.results(PAGE_AND_ONE - 1))).toBeVisible();
          await expect(pages).toHaveCount(0);
          // Its texts have no English yet: the row says so.
          await expect(rowLinkedTo(page, firstName).getByText(texts.englishMissing)).toHaveCount(1);

          const { on, off } = switchValues(screens, toggle.field);
          const start = first[toggle.field];
          const toggleSwitch = page.getByRole('switch', {
            name: toggle.label[language].replace('{name}', firstName),
          });
          await expect(toggleSwitch).toBeChecked({ checked: start === on });
          await toggleSwitch.click();
          await expect(toast(page, texts.updated(firstName))).toBeVisible();
          await expect(toggleSwitch).toBeChecked({ checked: start !== on });
          await expect
            .poll(
              async () =>
                (await apiWithToken<Item>(page.request, token, 'GET', `/admin/${kind.name}/${first.id}`))[toggle.field],
            )
            .toBe(start === on ? off : on);

          await search.fill('');
          await expect(page).not.toHaveURL(/search=/);
          expect(errors).toEqual([]);
        } finally {
          await deleteItems(
            page.request,
            token,
            kind,
            items.map((item) => item.id),
          );
        }
      });

      test('the form: labels, required fields, create, edit, unsaved changes and delete', async ({ page }) => {
        const errors = collectConsoleErrors(page);
        const token = await signInAs(page, role);
        const name = uniqueName(`Essai ${kind.name}`);
        const fields = Object.entries(kind.fields);
        const prefilled = screens.prefilled ?? [];
        let id: number | null = null;
        try {
          await page.goto(adminUrl(screens.kind.adminPath, language));
          await page.getByRole('link', { name: screens.newItem[language] }).click();
          await expect(page.getByRole('heading', { level: 1, name: screens.newItem[language] })).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`${screens.kind.adminPath}/new$`));
          await expect(page).toHaveTitle(`${screens.newItem[language]} · ${texts.suffix}`);

          // Every declared field, by its label, with its help; switches as their defaults set them.
          for (const [key, field] of fields) {
            const shown = shownField(page, screens, key, language);
            await expect(shown).toBeVisible();
            if (field.help) await expect(page.getByText(field.help[language])).toBeVisible();
            if (field.type === 'slug') await expect(page.getByText(texts.slugHint)).toBeVisible();
            if (field.type === 'boolean' || typeof screens.drawnAs?.[key] === 'object') {
              await expect(shown).toBeChecked({ checked: field.defaultValue === switchValues(screens, key).on });
            } else if (field.type === 'choice') {
              await expect(shown).toHaveValue(String(field.defaultValue ?? field.options?.[0]));
            }
          }
          if (language === 'en') {
            const labels = fields.map(([, field]) => field.label);
            await expectNoFrench(
              page,
              [...labels.map((label) => label.fr), ADMIN_TEXTS.fr.save, ADMIN_TEXTS.fr.slug],
              labels.map((label) => label.en),
            );
          }

          // Saved empty, with malformed addresses: each field says what is wrong.
          const malformed = fields.filter(([, field]) => MALFORMED[field.type] !== undefined);
          for (const [, field] of malformed) {
            await labelledControl(page, field.label[language]).fill(MALFORMED[field.type] ?? '');
          }
          await page.getByRole('button', { name: texts.save }).click();
          await expect(page.getByText(texts.errorsSummary)).toBeVisible();
          const required = fields.filter(
            ([key, field]) =>
              field.required &&
              !prefilled.includes(key) &&
              ['text', 'localized-text', 'localized-rich-text'].includes(field.type),
          );
          for (const [, field] of required) {
            const { input, error } = requiredError(page, field, language);
            await expect(error).toHaveText(validationText(field, field.type === 'text' ? '' : { fr: '' }, language));
            await expect(input).toHaveAttribute('aria-invalid', 'true');
          }
          for (const [, field] of malformed) {
            const input = labelledControl(page, field.label[language]);
            await expect(input.locator('..').getByRole('alert')).toHaveText(
              validationText(field, MALFORMED[field.type], language),
            );
            await expect(input).toHaveAttribute('aria-invalid', 'true');
          }
          await expectNoAxeViolations(page);

          const expected: Record<string, unknown> = {};
          for (const [key] of fields) {
            if (prefilled.includes(key)) continue;
            const value = await fillField(page, screens, key, name, language);
            if (value !== undefined) expected[key] = value;
          }

          await page.getByRole('button', { name: texts.save }).click();
          await expect(toast(page, texts.created(name))).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`${screens.kind.adminPath}/edit/\\d+$`));
          id = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
          await expect(page.getByRole('heading', { level: 1, name: screens.editTitle[language] })).toBeVisible();
          await expect(page).toHaveTitle(`${screens.editTitle[language]} · ${texts.suffix}`);
          await expect(nameInput(page, screens, language)).toHaveValue(name);
          const slug = fields.find(([, field]) => frenchSlug(field));
          if (slug) {
            // Left empty: made from the French name.
            expect(slug[1].slug?.from).toBe(title);
            expected[slug[0]] = name.toLowerCase().replaceAll(' ', '-');
            await expect(labelledControl(page, texts.slug)).toHaveValue(expected[slug[0]] as string);
          }
          const stored = await apiWithToken<Item>(page.request, token, 'GET', `/admin/${kind.name}/${id}`);
          expect(stored).toMatchObject(expected);
          // The empty form and an item's form pass axe in the crawl (tests/e2e/crawl.spec.ts); here, the form with its errors.

          // A change, then back to the list: the guard asks first, and staying keeps the change.
          const nameField = nameInput(page, screens, language);
          const editUrl = page.url();
          await nameField.fill(`${name} v2`);
          await page.getByRole('link', { name: texts.backToList }).click();
          const unsaved = page.getByRole('alertdialog', { name: texts.unsavedTitle });
          await expect(unsaved).toContainText(texts.unsavedDescription);
          await expectNoAxeViolations(page);
          await unsaved.getByRole('button', { name: texts.stay }).click();
          await expect(unsaved).toBeHidden();
          await expect(page).toHaveURL(editUrl);
          await expect(nameField).toHaveValue(`${name} v2`);

          await page.getByRole('button', { name: texts.save }).click();
          await expect(toast(page, texts.saved(`${name} v2`))).toBeVisible();
          await expect
            .poll(async () =>
              nameOf(kind, await apiWithToken<Item>(page.request, token, 'GET', `/admin/${kind.name}/${id}`)),
            )
            .toBe(`${name} v2`);
          // Saved: leaving no longer asks.
          await page.getByRole('link', { name: texts.backToList }).click();
          await expect(page).toHaveURL(new RegExp(`${screens.kind.adminPath}$`));

          // From the list's edit link, a change left without saving is lost.
          const search = page.getByRole('searchbox', { name: texts.search });
          await search.fill(`${name} v2`);
          await page.getByRole('link', { name: texts.editNamed(`${name} v2`) }).click();
          await expect(page.getByRole('heading', { level: 1, name: screens.editTitle[language] })).toBeVisible();
          await expect(nameField).toHaveValue(`${name} v2`);
          // Opened afresh, the form shows what was stored.
          for (const [key, value] of Object.entries(expected)) {
            if (key !== title) await expectShown(page, screens, key, value, language);
          }
          await nameField.fill(`${name} v3`);
          await page.getByRole('link', { name: texts.backToList }).click();
          await unsaved.getByRole('button', { name: texts.leave }).click();
          await expect(page).toHaveURL(new RegExp(`${screens.kind.adminPath}$`));
          const kept = await apiWithToken<Item>(page.request, token, 'GET', `/admin/${kind.name}/${id}`);
          expect(nameOf(kind, kept)).toBe(`${name} v2`);

          await search.fill(`${name} v2`);
          await page.getByRole('link', { name: texts.editNamed(`${name} v2`) }).click();
          await expect(nameField).toHaveValue(`${name} v2`);
          await page.getByRole('button', { name: texts.delete, exact: true }).click();
          await page
            .getByRole('alertdialog', { name: texts.deleteTitle(`${name} v2`) })
            .getByRole('button', { name: texts.delete })
            .click();
          await expect(toast(page, texts.deleted(`${name} v2`))).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`${screens.kind.adminPath}$`));
          expect(await itemStatus(page.request, token, kind, id)).toBe(404);
          expect(errors).toEqual([]);

          // Gone: its address says so (the browser logs the 404 of the API call).
          await page.goto(adminUrl(`${screens.kind.adminPath}/edit/${id}`, language));
          await expect(page.getByText(texts.notFound)).toBeVisible();
        } finally {
          if (id) await deleteItems(page.request, token, kind, [id]);
        }
      });
    },
  );
});
