import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { get, useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField, AlertMessage } from '#app/components/admin/form-field.tsx';
import { FormInput } from '#app/components/admin/form-input.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { LinkTarget } from '#contract/schemas/link-targets.ts';
import { MAX_MENU_LINKS, type MenuLink, type MenuTarget } from '#contract/schemas/menus.ts';
import { menusAdminMessages } from './messages.ts';
import { OrderButtons } from '#app/components/admin/order-buttons.tsx';
import { STATIC_PAGES } from '#contract/site-pages.ts';

/** A target as the select names it: "page:/about", "item:blog:12", or "url" (typed below it). */
const optionOf = (target: MenuTarget): string =>
  target.type === 'page' ? `page:${target.path}` : target.type === 'item' ? `item:${target.kind}:${target.id}` : 'url';

function targetOf(option: string, typed: string): MenuTarget {
  const [type, ...rest] = option.split(':');
  if (type === 'page') return { type: 'page', path: rest.join(':') };
  if (type === 'item') return { type: 'item', kind: rest[0]!, id: Number(rest[1]) };
  return { type: 'url', url: typed };
}

export const newMenuLink = (): MenuLink => ({
  label: { fr: '', en: '' },
  target: { type: 'page', path: '/' },
  shownIn: [...SUPPORTED_LANGUAGES],
  servicesMenu: false,
});

/** Where a link may lead: the site's pages, then each kind's items (by their kind), then any address. */
function TargetSelect({ name, id }: { name: string; id: string }) {
  const t = useT(menusAdminMessages);
  const { language } = useLanguage();
  const { field } = useController({ name });
  const target = field.value as MenuTarget;
  const targets = useQuery({
    queryKey: [...adminKeys.resource('link-targets')],
    queryFn: ({ signal }) => apiRequest<LinkTarget[]>('/admin/link-targets', { signal }),
    staleTime: 60_000,
  });
  const kinds = CONTENT_KINDS.filter((kind) => targets.data?.some((item) => item.kind === kind.name));
  return (
    <FormField id={id} label={t('link.target')}>
      <select
        id={id}
        className={inputClass}
        value={optionOf(target)}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(targetOf(event.target.value, target.type === 'url' ? target.url : ''))}
      >
        <optgroup label={t('link.target_pages')}>
          {STATIC_PAGES.map(({ path, name }) => (
            <option key={path} value={`page:${path}`}>
              {name[language]}
            </option>
          ))}
        </optgroup>
        {kinds.map((kind) => (
          <optgroup key={kind.name} label={kind.label[language]}>
            {targets.data
              ?.filter((item) => item.kind === kind.name)
              .map((item) => {
                const title = pickLanguage(item.title, language);
                return (
                  <option key={item.id} value={`item:${kind.name}:${item.id}`}>
                    {item.public ? title : t('link.target_draft', { title })}
                  </option>
                );
              })}
          </optgroup>
        ))}
        {/* A link saved to an item the list has not loaded yet keeps its value. */}
        {target.type === 'item' && !targets.data ? <option value={optionOf(target)}>…</option> : null}
        <option value="url">{t('link.target_url')}</option>
      </select>
    </FormField>
  );
}

/** The languages a link (or a column) shows in: a checkbox each, at least one. */
export function ShownInField({ name, idPrefix }: { name: string; idPrefix: string }) {
  const t = useT(menusAdminMessages);
  const { field } = useController({ name });
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const shown = (field.value ?? []) as Language[];
  const errorId = `${idPrefix}-shown-in-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{t('link.shown_in')}</legend>
      <div className="flex flex-wrap gap-4">
        {SUPPORTED_LANGUAGES.map((language) => (
          <label key={language} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={shown.includes(language)}
              aria-invalid={error ? true : undefined}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(
                  SUPPORTED_LANGUAGES.filter((other) =>
                    other === language ? event.target.checked : shown.includes(other),
                  ),
                )
              }
            />
            {t(`link.shown_${language}`)}
          </label>
        ))}
      </div>
      <AlertMessage id={errorId} message={error} />
    </fieldset>
  );
}

/** One link: its texts, where it leads, its languages; moved, or removed, by the buttons of its heading. */
function LinkFields({
  name,
  index,
  count,
  withServicesMenu,
  headingLevel,
  move,
  remove,
}: {
  name: string;
  index: number;
  count: number;
  withServicesMenu: boolean;
  headingLevel: 2 | 3;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const t = useT(menusAdminMessages);
  const { language } = useLanguage();
  const { register, control } = useFormContext();
  const prefix = `${name}.${index}`;
  const idPrefix = `menu-${prefix.replaceAll('.', '-')}`;
  const label = useWatch({ control, name: `${prefix}.label` }) as { fr?: string; en?: string } | undefined;
  const type = useWatch({ control, name: `${prefix}.target.type` }) as MenuTarget['type'];
  const number = index + 1;
  const named = (language === 'en' && label?.en) || label?.fr;
  const headingId = `${idPrefix}-heading`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id={headingId} className="font-semibold text-slate-900">
            {named ? `${t('link.item', { number })} · ${named}` : t('link.item', { number })}
          </Heading>
          <OrderButtons
            index={index}
            count={count}
            direction="vertical"
            labels={{
              before: t('link.up', { number }),
              after: t('link.down', { number }),
              remove: t('link.remove', { number }),
            }}
            move={move}
            remove={remove}
          />
        </div>
        <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
          <LocalizedField name={`${prefix}.label`} label={t('link.label')} maxLength={60} />
          <div className="flex flex-col gap-4">
            <TargetSelect name={`${prefix}.target`} id={`${idPrefix}-target`} />
            {type === 'url' ? (
              <FormInput
                idPrefix="menu"
                name={`${prefix}.target.url`}
                label={t('link.url')}
                hint={t('link.url_hint')}
                required
              />
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
          <ShownInField name={`${prefix}.shownIn`} idPrefix={idPrefix} />
          {withServicesMenu ? (
            <label className="inline-flex items-center gap-2 self-end text-sm text-slate-800">
              <input type="checkbox" className="size-4 accent-brand-700" {...register(`${prefix}.servicesMenu`)} />
              {t('link.services_menu')}
            </label>
          ) : null}
        </div>
      </section>
    </li>
  );
}

/**
 * The ordered links of a menu or of a footer column, under `name` in the form; each link is a section
 * titled at `headingLevel` (below the screen's title, or below its column's).
 */
export function MenuLinksField({
  name,
  headingLevel,
  withServicesMenu = false,
}: {
  name: string;
  headingLevel: 2 | 3;
  withServicesMenu?: boolean;
}) {
  const t = useT(menusAdminMessages);
  const { control } = useFormContext();
  const links = useFieldArray({ control, name });
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string; root?: { message?: string } } | undefined)?.message;
  return (
    <div className="flex flex-col gap-3">
      {links.fields.length === 0 ? <p className="text-slate-700">{t('links.empty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {links.fields.map((field, index) => (
          <LinkFields
            key={field.id}
            name={name}
            index={index}
            count={links.fields.length}
            withServicesMenu={withServicesMenu}
            headingLevel={headingLevel}
            move={links.move}
            remove={links.remove}
          />
        ))}
      </ol>
      <AlertMessage message={error} />
      <div>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={links.fields.length >= MAX_MENU_LINKS}
          onClick={() => links.append(newMenuLink())}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('link.add')}
        </button>
      </div>
    </div>
  );
}
