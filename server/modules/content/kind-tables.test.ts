import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { columnKey } from '../admin/content-kind-store.ts';
import { KIND_TABLES } from './kind-tables.ts';

/** Columns every content table has that no declaration names: the record's own (ADR 0038). */
const RECORD_COLUMNS = ['id', 'createdAt', 'updatedAt', 'version', 'updatedBy'];

describe('each content kind and its table', () => {
  it.each(KIND_TABLES.map((entry) => [entry.kind.name, entry] as const))(
    '%s: every declared field has a column, every column a field',
    (_name, { kind, table }) => {
      const columns = Object.keys(getTableColumns(table)).sort();
      const fromFields = [...Object.keys(kind.fields).map(columnKey), ...RECORD_COLUMNS].sort();
      expect(columns).toEqual(fromFields);
    },
  );

  it('names the columns its public side reads: order, filters, schedule and last day', () => {
    for (const { kind, table } of KIND_TABLES) {
      const columns = new Set(Object.keys(getTableColumns(table)));
      const named = [
        ...kind.publicReads.order.map((term) => term.replace(/^-/, '')),
        ...(kind.publicReads.paged?.filters ?? []),
        ...(kind.publicReads.listOmit ?? []),
        ...Object.keys(kind.publicWhen),
        ...(kind.schedule ? [kind.schedule] : []),
        ...(kind.publicUntil ? [kind.publicUntil] : []),
      ];
      for (const name of named) expect(columns, `${kind.name}: ${name}`).toContain(columnKey(name));
    }
  });
});
