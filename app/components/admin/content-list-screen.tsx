import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { Messages, TranslationParams } from '#app/i18n/define-messages.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminList } from '#app/lib/admin/use-admin-list.ts';
import { useDeleteItem, useItemTransition } from '#app/lib/admin/use-content-mutations.ts';
import { useListParams } from '#app/lib/admin/use-list-params.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { AdminListResults } from './admin-list-results.tsx';
import { AdminPage } from './admin-page.tsx';
import type { Column } from './data-table.tsx';
import { type ToolbarSelect, ListToolbar, yesNoFilter } from './list-toolbar.tsx';
import { ItemEnglishBadge } from './missing-english-badge.tsx';
import { useEnglishGuard } from './english-guard.tsx';
import { ScheduledBadge } from './scheduled-badge.tsx';
import { NewItemLink, RowActions } from './row-actions.tsx';
import { StatCards } from './stat-cards.tsx';
import { transitionSwitchColumn } from './transition-switch-column.tsx';

const PER_PAGE = 20;
/** The value of a select that lifts a filter which has a default (the moderation queue's "All"). */
export const ALL = 'all';

type Translate = (key: string, params?: TranslationParams) => string;

/** What a column's cell may use besides the row. */
export interface ListTools {
  t: Translate;
  language: 'fr' | 'en';
  /** The edit screen of an item. */
  editPath: (id: number) => string;
  transition: { isPending: boolean; mutate: (change: { id: number; transition: string }) => void };
  remove: { mutate: (id: number) => void };
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
 * The list screen of a content kind, next to its declaration: the filters, sorts and stats come from
 * the kind; the texts from its messages (`list.*`, `column.*`, `filter.*`, `option.{field}.{value}`,
 * `sort.*`, `stats.*`, `toggle.*`).
 */
export interface ContentListView<Item extends { id: number }> {
  kind: Pick<
    ContentKind,
    'name' | 'adminPath' | 'fields' | 'list' | 'stats' | 'transitions' | 'schedule' | 'publicWhen'
  >;
  /** Public caches showing this content, refreshed after a change. */
  publicKeys: string[];
  messages: Messages<string>;
  /** How the item is named in links, switch labels and the delete confirmation. */
  itemName: (item: Item) => string;
  columns: ListColumn<Item>[];
  /** The stat cards, in order; by default the total and the kind's stats. */
  stats?: readonly string[];
  /** Filters the list opens on; the select then offers "All" (`filter.{key}_all`) to lift them. */
  filterDefaults?: Record<string, string>;
  emptyMessage?: (filters: Record<string, string>, t: Translate) => string;
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
  if (view.filterDefaults?.[key] === undefined) {
    return { name: key, label: t(`filter.${key}`), value, allowAll: true, options: choices };
  }
  return {
    name: key,
    label: t(`filter.${key}`),
    value,
    options: [...choices, { value: ALL, label: t(`filter.${key}_all`) }],
  };
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
        cell: (item) => (
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={tools.editPath(item.id)} className="font-semibold text-brand-700 hover:underline">
                {view.itemName(item)}
              </Link>
              <ItemEnglishBadge fields={view.kind.fields} item={item as Record<string, unknown>} />
              <ScheduledBadge at={(item as Record<string, unknown>)[view.kind.schedule]} />
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

/** An admin list drawn from its view: stats, search, filters, sort, rows with switches, pagination. */
export function ContentListScreen<Item extends { id: number }>({ view }: { view: ContentListView<Item> }) {
  const t = useT(view.messages) as Translate;
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const { kind } = view;
  const { values, page, onSearch, onSelect, onPage } = useListParams(['search', ...kind.list.filters, 'sort']);
  const filters = Object.fromEntries(
    kind.list.filters.map((key) => [key, values[key] || view.filterDefaults?.[key] || '']),
  );
  const list = useAdminList<Item>(
    kind.name,
    {
      page,
      per_page: PER_PAGE,
      search: values.search,
      ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value === ALL ? undefined : value])),
      sort: values.sort,
    },
    { staleTime: view.staleTime },
  );
  const stats = useQuery({
    queryKey: adminKeys.stats(kind.name),
    queryFn: ({ signal }) => apiRequest<Record<string, number>>(`/admin/${kind.name}/stats`, { signal }),
  });
  const target = { resource: kind.name, publicKeys: view.publicKeys };
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
        const item = list.data?.items.find((row) => row.id === change.id) as Record<string, unknown> | undefined;
        const after = { ...item, ...kind.transitions[change.transition] };
        english.guard(item ?? null, after, () => transition.mutate(change));
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
  const columns = [
    ...view.columns.map((column) => ({ ...tableColumn(column, view, tools), sort: sortOf(column) })),
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (item: Item) =>
        view.rowActions?.(item, tools) ?? (
          <RowActions
            editTo={tools.editPath(item.id)}
            itemName={view.itemName(item)}
            onDelete={() => tools.remove.mutate(item.id)}
          />
        ),
    },
  ];
  const statKeys = view.stats ?? ['total', ...Object.keys(kind.stats)];
  const emptyMessage = values.search
    ? tAdmin('list.empty_search')
    : (view.emptyMessage?.(filters, t) ?? t('list.empty'));

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={<NewItemLink to={`${view.kind.adminPath}/new`} label={t('list.new')} />}
    >
      <StatCards
        loading={stats.isPending}
        stats={statKeys.map((key) => ({ label: t(`stats.${key}`), value: stats.data?.[key] }))}
      />
      <ListToolbar
        search={values.search}
        onSearch={onSearch}
        total={list.data?.meta.total}
        onSelect={onSelect}
        selects={[
          ...kind.list.filters.map((key) => toolbarFilter(view as ContentListView<never>, key, filters[key] ?? '', t)),
          {
            name: 'sort',
            label: tAdmin('list.sort'),
            value: values.sort || kind.list.defaultSort,
            options: [
              ...kind.list.sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
              // A header turned the order around: the select names it.
              ...(kind.list.sorts.includes(currentSort) ? [] : [reversedOption(currentSort)]),
            ],
          },
        ]}
      />
      <AdminListResults
        list={list}
        caption={t('list.caption')}
        columns={columns}
        emptyMessage={emptyMessage}
        page={page}
        onPage={onPage}
      />
      {english.dialog}
    </AdminPage>
  );
}
