import { readFileSync, writeFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { atBothSizes } from '../support/sizes.ts';
import { expect, test } from '../support/own-site.ts';

// An import writes into the whole site: these tests run on a site of their worker's own, and import
// only items of their own (a team member named for the test) beside the seeded ones, which they skip.

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    heading: 'Export et import du contenu',
    download: 'Télécharger le contenu',
    file: 'Fichier d’export (.zip)',
    check: 'Vérifier le fichier',
    required: 'Choisissez le fichier à importer',
    invalid: 'Ce fichier n’est pas un export de contenu de ce site, ou il est abîmé',
    report: 'Ce que contient le fichier',
    team: 'Équipe',
    conflicts: (count: number) =>
      `Déjà sur ce site, à la même adresse ou sous le même nom (${count})\u00a0: l’import les laisse tels qu’ils sont ici.`,
    skip: 'Ignorer les éléments déjà présents et importer les autres',
    import: 'Importer',
    imported: 'Contenu importé',
    result: 'Import terminé. Éléments ajoutés\u00a0: 1. Images ajoutées\u00a0: 0.',
  },
  en: {
    locale: 'en-US',
    heading: 'Content export and import',
    download: 'Download the content',
    file: 'Export file (.zip)',
    check: 'Check the file',
    required: 'Choose the file to import',
    invalid: 'This file is not a content export of this site, or it is damaged',
    report: 'What the file holds',
    team: 'Team',
    conflicts: (count: number) =>
      `Already on this site, at the same address or under the same name (${count}): the import leaves them as they are here.`,
    skip: 'Skip the items already here and import the others',
    import: 'Import',
    imported: 'Content imported',
    result: 'Import complete. Items added: 1. Images added: 0.',
  },
} as const;

interface ContentFile {
  kinds: Record<string, Record<string, unknown>[]>;
}

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test.describe(`${lang} browser`, () => {
    test.use({ locale: texts.locale });

    test(
      `${lang}: an admin downloads the content, checks a file that adds a team member, and imports it`,
      atBothSizes('the report’s table and lists fit a phone’s width'),
      async ({ page }, testInfo) => {
        const errors = collectConsoleErrors(page);
        await signIn(page);
        await page.goto('/admin/content-transfer');
        await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
        await expectNoAxeViolations(page);

        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: texts.download }).click();
        const saved = await download;
        expect(saved.suggestedFilename()).toMatch(/^weltaare-content-\d{4}-\d{2}-\d{2}\.zip$/);
        const files = unzipSync(new Uint8Array(readFileSync(await saved.path())));
        const content = JSON.parse(strFromU8(files['content.json']!)) as ContentFile;
        const seeded = content.kinds.team!.length;
        expect(seeded).toBeGreaterThan(0);
        // Every item is already here but the site's own pages, which the file's replace.
        const total = Object.entries(content.kinds)
          .filter(([kind]) => kind !== 'pages')
          .reduce((sum, [, rows]) => sum + rows.length, 0);

        // The same file with one team member more, under an id the file does not use.
        const name = uniqueName('Kadiatou Bah');
        content.kinds.team!.push({ ...content.kinds.team![0], id: 900_000, name });
        const edited = testInfo.outputPath('content-plus-one.zip');
        writeFileSync(edited, zipSync({ ...files, 'content.json': strToU8(JSON.stringify(content)) }));
        const damaged = testInfo.outputPath('damaged.zip');
        writeFileSync(damaged, 'not a zip');

        // No file: said beside the field, nothing sent.
        await page.getByRole('button', { name: texts.check }).click();
        await expect(page.getByText(texts.required)).toBeVisible();
        const field = page.getByLabel(texts.file);
        await field.setInputFiles(damaged);
        await page.getByRole('button', { name: texts.check }).click();
        await expect(page.getByText(texts.invalid)).toBeVisible();

        await field.setInputFiles(edited);
        await page.getByRole('button', { name: texts.check }).click();
        const report = page.getByRole('region', { name: texts.report });
        const teamCells = report.getByRole('row').filter({ has: page.getByRole('rowheader', { name: texts.team }) });
        await expect(teamCells.getByRole('cell')).toHaveText([String(seeded + 1), String(seeded)]);
        await expect(report.getByText(texts.conflicts(total))).toBeVisible();
        const importButton = report.getByRole('button', { name: texts.import, exact: true });
        await expect(importButton).toBeDisabled();
        await expectNoAxeViolations(page);

        await report.getByRole('checkbox', { name: texts.skip }).check();
        await importButton.click();
        await expect(toast(page, texts.imported)).toBeVisible();
        await expect(report.getByRole('status')).toHaveText(texts.result);

        // The new member is on the site, beside the seeded ones, which are as they were.
        const team = await adminApi<{ name: string }[]>(page.request, 'GET', '/admin/team?per_page=100');
        for (const member of [...content.kinds.team!.map((row) => String(row.name))]) {
          expect(team.filter((kept) => kept.name === member)).toHaveLength(1);
        }
        expect(team).toHaveLength(seeded + 1);
        // The browser logs the damaged file's refusal, and nothing else.
        expect(errors).toEqual([
          expect.stringMatching(
            /^Failed to load resource: the server responded with a status of 422 \(Unprocessable Entity\): http:\/\/[^/]+\/api\/admin\/content-transfer\/check/,
          ),
        ]);
      },
    );
  });
}
