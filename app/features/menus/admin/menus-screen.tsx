import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { FormInput } from '#app/components/admin/form-input.tsx';
import { LocalizedField } from '#app/components/admin/localized-field.tsx';
import { Panel } from '#app/components/admin/panel.tsx';
import { WholeRecordForm } from '#app/components/admin/whole-record-form.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { recordFields, useWholeRecordForm } from '#app/lib/admin/use-whole-record-form.ts';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import {
  type FooterMenu,
  footerMenuSchema,
  type HeaderMenu,
  headerMenuSchema,
  MAX_FOOTER_COLUMNS,
  MENU_KEYS,
  type MenuKey,
} from '#contract/schemas/menus.ts';
import { MenuLinksField, ShownInField } from './menu-links-field.tsx';
import { menusAdminMessages } from './messages.ts';
import { OrderButtons } from '#app/components/admin/order-buttons.tsx';

const HEADER_FIELDS = recordFields<HeaderMenu>(['links']);
const FOOTER_FIELDS = recordFields<FooterMenu>(['columns']);

// Module-level: the form is loaded again whenever these change.

/** /admin/menus: the header's links, or the footer's columns (`?menu=footer`), each saved whole. */
export function MenusScreen() {
  const [params] = useSearchParams();
  const key: MenuKey = params.get('menu') === 'footer' ? 'footer' : 'header';
  // A form of its own per menu: switching discards nothing silently (the unsaved-changes guard asks).
  return key === 'header' ? <HeaderMenuForm /> : <FooterMenuForm />;
}

/** The two menus, as links that keep the screen: the current one marked. */
function MenuTabs({ current }: { current: MenuKey }) {
  const t = useT(menusAdminMessages);
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex gap-2">
        {MENU_KEYS.map((key) => (
          <li key={key}>
            <Link
              to={key === 'header' ? '/admin/menus' : '/admin/menus?menu=footer'}
              aria-current={key === current ? 'page' : undefined}
              className={`inline-flex rounded-lg px-4 py-2 text-sm font-semibold ${key === current ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'}`}
            >
              {t(`tabs.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HeaderMenuForm() {
  const t = useT(menusAdminMessages);
  const record = useWholeRecordForm({ resource: 'menus/header', schema: headerMenuSchema, ...HEADER_FIELDS });
  return (
    <WholeRecordForm title={t('title')} description={t('description')} record={record} discardLabel={t('discard')}>
      <MenuTabs current="header" />
      <MenuLinksField name="links" headingLevel={2} withServicesMenu />
    </WholeRecordForm>
  );
}

function FooterMenuForm() {
  const t = useT(menusAdminMessages);
  const record = useWholeRecordForm({ resource: 'menus/footer', schema: footerMenuSchema, ...FOOTER_FIELDS });
  const columns = useFieldArray({ control: record.form.control, name: 'columns' });
  return (
    <WholeRecordForm title={t('title')} description={t('description')} record={record} discardLabel={t('discard')}>
      <MenuTabs current="footer" />
      {columns.fields.map((field, index) => (
        <FooterColumnFields
          key={field.id}
          index={index}
          count={columns.fields.length}
          move={columns.move}
          remove={columns.remove}
        />
      ))}
      <div>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={columns.fields.length >= MAX_FOOTER_COLUMNS}
          onClick={() =>
            columns.append({ title: { fr: '', en: '' }, shownIn: [...SUPPORTED_LANGUAGES], links: [], services: 0 })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('column.add')}
        </button>
      </div>
    </WholeRecordForm>
  );
}

function FooterColumnFields({
  index,
  count,
  move,
  remove,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const t = useT(menusAdminMessages);
  const { language } = useLanguage();
  const { control } = useFormContext<FooterMenu>();
  const title = useWatch({ control, name: `columns.${index}.title` });
  const named = (language === 'en' && title?.en) || title?.fr;
  const number = index + 1;
  return (
    <Panel
      id={`menu-column-${index}`}
      title={named ? `${t('column.item', { number })} · ${named}` : t('column.item', { number })}
      actions={
        <OrderButtons
          index={index}
          count={count}
          direction="horizontal"
          labels={{
            before: t('column.up', { number }),
            after: t('column.down', { number }),
            remove: t('column.remove', { number }),
          }}
          move={move}
          remove={remove}
        />
      }
    >
      <LocalizedField name={`columns.${index}.title`} label={t('column.title')} maxLength={60} />
      <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
        <ShownInField name={`columns.${index}.shownIn`} idPrefix={`menu-columns-${index}`} />
        <FormInput<FooterMenu>
          idPrefix="menu"
          name={`columns.${index}.services`}
          label={t('column.services')}
          hint={t('column.services_hint')}
          type="number"
          min={0}
          max={20}
          inputMode="numeric"
        />
      </div>
      <MenuLinksField name={`columns.${index}.links`} headingLevel={3} />
    </Panel>
  );
}
