import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import {
  ALL_STATES,
  currentStateOf,
  listStatesOf,
  SCHEDULED_QUERY,
  SCHEDULED_STATE,
  stateFieldsOf,
  stateQuery,
} from '#contract/content-kinds/list-states.ts';
import type { PageMeta } from '#contract/schemas/envelope.ts';
import type { Messages, TranslationParams } from '#app/i18n/define-messages.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { contentListMessages } from '#app/i18n/messages/content-lists.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { type NamedItem, useDeleteItem, useItemTransition } from '#app/lib/admin/use-content-mutations.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { AdminListResults } from './admin-list-results.tsx';
import { AdminPage } from './admin-page.tsx';
import { BulkActions } from './bulk-actions.tsx';
import type { Column } from './data-table.tsx';
import { ListStateTabs } from './list-state-tabs.tsx';
import { type ToolbarSelect, ListToolbar, yesNoFilter } from './list-toolbar.tsx';
import { ItemEnglishBadge } from './missing-english-badge.tsx';
import { useEnglishGuard } from './english-guard.tsx';
import { ScheduledBadge } from './scheduled-badge.tsx';
import { NewItemLink, RowActions } from './row-actions.tsx';
import { transitionSwitchColumn } from './transition-switch-column.tsx';

const PER_PAGE = 20;

type Translate = (key: string, params?: TranslationParams) => string;

/** What a column's cell may use besides the row. */
export interface ListTools {
  t: Translate;
  language: 'fr' | 'en';
  /** The edit screen of an item. */
  editPath: (id: number) => string;
  transition: { isPending: boolean; mutate: (change: { id: number; transition: string }) => void };
  remove: { mutate: (item: NamedItem & { redirectTo?: string | undefined }) => void };
}

/**
 * One column of a list. Its header is the text `column.{key}`; a `switch` column's switches read
 * `toggle.{key}` with the item's name, and call the kind's transitions.
 */
export type ListColumn<Item> =
  /** The item's name, linked to its form, with its English and schedule badges. */
  | { type: 'title'; key: string; below?: (item: Item) => ReactNode }
  /** On when the item has the values the first transition sets (`publish`: status "published"). */
  | { type: 'switch'; key: string; transitions: readonly [string, string] }
  /** The item's last change, unless `date` says which. */
  | { type: 'date'; key: string; date?: (item: Item) => string; hideOnPhone?: boolean }
  | {
      type: 'cell';
      key: string;
      cell: (item: Item, tools: ListTools) => ReactNode;
      hideOnPhone?: boolean;
      className?: string;
    };

/**
 * The list screen of a content kind, next to its declaration: the state tabs, filters and sorts come
 * from the kind; the texts from its messages (`list.*`, `column.*`, `filter.*` of the filters that are
 * not states, `option.{field}.{value}`, `sort.*`, `stats.{all|state|scheduled}` for the tabs, `toggle.*`).
 */
export interface ContentListView<Item extends { id: number }> {
  kind: Pick<
    ContentKind,
    | 'name'
    | 'adminPath'
    | 'fields'
    | 'list'
    | 'stats'
    | 'transitions'
    | 'schedule'
    | 'publicWhen'
    | 'page'
    | 'fixedItems'
  >;
  messages: Messages<string>;
  /** How the item is named in links, switch labels and the delete confirmation. */
  itemName: (item: Item) => string;
  columns: ListColumn<Item>[];
  /** The message of an empty list, by the open state tab (`all`, `pending`...) and the other filters. */
  emptyMessage?: (state: string | null, filters: Record<string, string>, t: Translate) => string;
  /** The last cell, when edit and delete are not all a row offers. */
  rowActions?: (item: Item, tools: ListTools) => ReactNode;
  staleTime?: number;
}

/** Declared here so a view's columns are checked against its item type. */
export function defineListView<Item extends { id: number }>(view: ContentListView<Item>): ContentListView<Item> {
  return view;
}

function toolbarFilter(view: ContentListView<never>, key: string, value: string, t: Translate): ToolbarSelect {
  const options = view.kind.fields[key]?.options;
  if (!options) return yesNoFilter(key, t(`filter.${key}`), value, t(`filter.${key}_yes`), t(`filter.${key}_no`));
  const choices = options.map((option) => ({ value: option, label: t(`option.${key}.${option}`) }));
  return { name: key, label: t(`filter.${key}`), value, allowAll: true, options: choices };
}

function tableColumn<Item extends { id: number }>(
  column: ListColumn<Item>,
  view: ContentListView<Item>,
  tools: ListTools,
): Column<Item> {
  const { t } = tools;
  const header = t(`column.${column.key}`);
  switch (column.type) {
    case 'title':
      return {
        key: column.key,
        header,
        card: 'top',
        cell: (item) => (
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={tools.editPath(item.id)} className="font-semibold text-brand-700 hover:underline">
                {view.itemName(item)}
              </Link>
              <ItemEnglishBadge fields={view.kind.fields} item={item as Record<string, unknown>} />
              {view.kind.schedule ? (
                <ScheduledBadge at={(item as Record<string, unknown>)[view.kind.schedule]} />
              ) : null}
            </div>
            {column.below?.(item)}
          </div>
        ),
      };
    case 'switch': {
      const on = Object.entries(view.kind.transitions[column.transitions[0]] ?? {});
      return transitionSwitchColumn({
        key: column.key,
        header,
        label: (item) => t(`toggle.${column.key}`, { name: view.itemName(item) }),
        checked: (item) => on.every(([field, value]) => (item as Record<string, unknown>)[field] === value),
        transitions: column.transitions,
        transition: tools.transition,
      });
    }
    case 'date':
      return {
        key: column.key,
        header,
        hideOnPhone: column.hideOnPhone ?? true,
        cell: (item) =>
          formatLongDate(column.date?.(item) ?? (item as { updated_at?: string }).updated_at ?? '', tools.language),
      };
    case 'cell':
      return { ...column, header, cell: (item) => column.cell(item, tools) };
  }
}

/** An admin list drawn from its view: state tabs, search, filters, sort, selectable rows with switches, pagination. */
export function ContentListScreen<Item extends { id: number }>({ view }: { view: ContentListView<Item> }) {
  const t = useT(view.messages) as Translate;
  const tAdmin = useT(adminMessages);
  const tList = useT(contentListMessages);
  const { language } = useLanguage();
  const { kind } = view;
  const stateFields = stateFieldsOf(kind);
  const { values, page, onSearch, onSelect, onPage, linkTo } = useListParams([
    'search',
    ...kind.list.filters,
    SCHEDULED_QUERY,
    'sort',
  ]);
  const filters = Object.fromEntries(kind.list.filters.map((key) => [key, values[key] ?? '']));
  const params = {
    page,
    per_page: PER_PAGE,
    search: values.search,
    ...filters,
    [SCHEDULED_QUERY]: values[SCHEDULED_QUERY],
    sort: values.sort,
  };
  const list = useAdminList<Item>(kind.name, params, { staleTime: view.staleTime });
  const items = list.data?.items ?? [];
  const counts = (list.data?.meta as (PageMeta & { counts?: Record<string, number> }) | undefined)?.counts;
  const state = currentStateOf(kind, values);

  // The selection is of the page on screen: another page, tab, search or sort starts it afresh.
  const [selection, setSelection] = useState<{ of: string; ids: ReadonlySet<number> }>({ of: '', ids: new Set() });
  const paramsKey = JSON.stringify(params);
  const selected = selection.of === paramsKey ? selection.ids : new Set<number>();
  const select = (ids: Iterable<number>) => setSelection({ of: paramsKey, ids: new Set(ids) });
  const visibleSelected = items.filter((item) => selected.has(item.id));
  const allSelected = items.length > 0 && visibleSelected.length === items.length;

  // The public site's cached reads of the kind start with its name: refreshed after a change.
  const target = { resource: kind.name, publicKeys: [kind.name] };
  const transition = useItemTransition<Item>(target);
  const english = useEnglishGuard(kind);
  const tools: ListTools = {
    t,
    language,
    editPath: (id) => `${view.kind.adminPath}/edit/${id}`,
    // A switch or an approval that puts an item online without its English asks first.
    transition: {
      isPending: transition.isPending,
      mutate: (change) => {
        const item = items.find((row) => row.id === change.id) as Record<string, unknown> | undefined;
        const after = { ...item, ...kind.transitions[change.transition] };
        const name = item ? view.itemName(item as Item) : `#${change.id}`;
        english.guard(item ?? null, after, () => transition.mutate({ ...change, name }));
      },
    },
    remove: useDeleteItem(target),
  };

  const currentSort = values.sort || kind.list.defaultSort;
  const reversedOption = (sort: string) => {
    const opposite = sort.startsWith('-') ? sort.slice(1) : `-${sort}`;
    return { value: sort, label: tAdmin('list.sort_reversed', { name: t(`sort.${opposite}`) }) };
  };
  /** A title or date column whose field the kind sorts by: its header turns the order (declared direction first). */
  const sortOf = (column: ListColumn<Item>): Column<Item>['sort'] => {
    const field = column.type === 'title' ? column.key : column.type === 'date' && !column.date ? 'updated_at' : null;
    const declared = kind.list.sorts.find((sort) => sort === field || sort === `-${field}`);
    if (!field || !declared) return undefined;
    const direction = currentSort === field ? 'ascending' : currentSort === `-${field}` ? 'descending' : null;
    const next = direction === null ? declared : direction === 'ascending' ? `-${field}` : field;
    return { direction, onSort: () => onSelect('sort', next) };
  };
  const checkboxClass = 'size-5 accent-brand-700';
  const selectColumn: Column<Item> = {
    key: 'select',
    header: tList('select.column'),
    card: 'top',
    headerCell: (
      <input
        type="checkbox"
        aria-label={tList('select.all')}
        className={checkboxClass}
        checked={allSelected}
        disabled={items.length === 0}
        ref={(box) => {
          if (box) box.indeterminate = visibleSelected.length > 0 && !allSelected;
        }}
        onChange={() => select(allSelected ? [] : items.map((item) => item.id))}
      />
    ),
    cell: (item) => (
      <input
        type="checkbox"
        aria-label={tList('select.item', { name: view.itemName(item) })}
        className={checkboxClass}
        checked={selected.has(item.id)}
        onChange={(event) =>
          select(event.target.checked ? [...selected, item.id] : [...selected].filter((id) => id !== item.id))
        }
      />
    ),
    className: 'w-10',
  };
  // The site's own pages are neither created nor deleted: nothing to select, no delete.
  const fixed = kind.fixedItems === true;
  const columns: Column<Item>[] = [
    ...(fixed ? [] : [selectColumn]),
    ...view.columns.map((column) => ({ ...tableColumn(column, view, tools), sort: sortOf(column) })),
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      card: 'plain',
      cell: (item: Item) =>
        view.rowActions?.(item, tools) ?? (
          <RowActions
            editTo={tools.editPath(item.id)}
            itemName={view.itemName(item)}
            onDelete={
              fixed
                ? undefined
                : (redirectTo) => tools.remove.mutate({ id: item.id, name: view.itemName(item), redirectTo })
            }
            redirect={'items' in kind.page}
          />
        ),
    },
  ];
  // "Scheduled" shows when something waits for its date, or when it is the tab open.
  const tabKeys = [ALL_STATES, ...listStatesOf(kind), SCHEDULED_STATE].filter(
    (key) => key !== SCHEDULED_STATE || state === SCHEDULED_STATE || (counts?.[key] ?? 0) > 0,
  );
  const allStates = Object.fromEntries([...stateFields, SCHEDULED_QUERY].map((name) => [name, undefined]));
  const tabs = tabKeys.map((key) => ({
    key,
    label: t(`stats.${key}`),
    count: counts?.[key],
    href: linkTo({ ...allStates, ...(key === ALL_STATES ? {} : stateQuery(kind, key)) }) || '?',
    current: state === key,
  }));
  const otherFilters = kind.list.filters.filter((key) => !stateFields.includes(key));
  const emptyMessage = values.search
    ? tAdmin('list.empty_search')
    : (view.emptyMessage?.(state, filters, t) ?? t('list.empty'));

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={fixed ? undefined : <NewItemLink to={`${view.kind.adminPath}/new`} label={t('list.new')} />}
    >
      <ListStateTabs label={tList('tabs.label')} tabs={tabs} />
      <ListToolbar
        search={values.search}
        onSearch={onSearch}
        total={list.data?.meta.total}
        onSelect={onSelect}
        selects={[
          ...otherFilters.map((key) => toolbarFilter(view as ContentListView<never>, key, filters[key] ?? '', t)),
          {
            name: 'sort',
            label: tAdmin('list.sort'),
            value: currentSort,
            options: [
              ...kind.list.sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
              // A header turned the order around: the select names it.
              ...(kind.list.sorts.includes(currentSort) ? [] : [reversedOption(currentSort)]),
            ],
          },
        ]}
      />
      {fixed ? null : (
        <BulkActions
          kind={kind}
          target={target}
          items={items}
          selected={selected}
          itemName={view.itemName}
          onDone={() => select([])}
        />
      )}
      <AdminListResults
        list={list}
        caption={t('list.caption')}
        columns={columns}
        emptyMessage={emptyMessage}
        page={page}
        onPage={onPage}
        cardsOnPhone
      />
      {english.dialog}
    </AdminPage>
  );
}
