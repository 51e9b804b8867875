/**
 * Raw SQL typed from a table's Drizzle definition (docs/architecture.md, "Catalogue layers and
 * data access"): its select list and its write columns come from the table, never a hand copy.
 */
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

type ColumnKey<T extends Table> = keyof T['_']['columns'] & string;

/** A row as raw SQL selects it: the table's columns by their SQL names, less `leftOut`. */
export type SqlRow<T extends Table, LeftOut extends string = never> = Omit<InferSelectModel<T, { dbColumnNames: true }>, LeftOut>;

/**
 * The select list of `table` under `alias`, each column by its SQL name as node-postgres should
 * read it: numeric as float8 (else it is text), uuid as text, a date as YYYY-MM-DD (else a Date
 * at local midnight).
 */
export function selectList<T extends Table>(table: T, alias: string, leftOut: ReadonlyArray<ColumnKey<T>> = []): string {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !leftOut.includes(key))
    .map(([, column]) => {
      const name = `${alias}.${column.name}`;
      if (column.columnType === 'PgNumericNumber') return `${name}::float8 as ${column.name}`;
      if (column.columnType === 'PgUUID') return `${name}::text as ${column.name}`;
      if (column.columnType === 'PgDateString') return `to_char(${name}, 'YYYY-MM-DD') as ${column.name}`;
      return name;
    })
    .join(', ');
}

/** The SQL names of a write's columns and its values, in one order, from a record keyed by the table's keys. */
export function writeColumns<T extends Table, K extends ColumnKey<T>>(table: T, record: Record<K, unknown>): { columns: string[]; values: unknown[] } {
  const columns = getTableColumns(table);
  // Object.keys widens to string; the record's keys are K by its type.
  const keys = Object.keys(record) as K[];
  return { columns: keys.map((key) => columns[key]!.name), values: keys.map((key) => record[key]) };
}
