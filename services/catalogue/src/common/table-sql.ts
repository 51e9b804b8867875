/**
 * Raw SQL typed from a table's Drizzle definition (docs/architecture.md, "Catalogue layers and
 * data access"): its select list and its write columns come from the table, never a hand copy.
 */
import { getTableColumns, getTableName, type InferSelectModel, type Table } from 'drizzle-orm';

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
function writeColumns<T extends Table, K extends ColumnKey<T>>(table: T, record: Record<K, unknown>): { columns: string[]; values: unknown[] } {
  const columns = getTableColumns(table);
  // Object.keys widens to string; the record's keys are K by its type.
  const keys = Object.keys(record) as K[];
  return { columns: keys.map((key) => columns[key]!.name), values: keys.map((key) => record[key]) };
}

/** `insert into <table> (<columns>) values ($1, …)` of a write record, and its values. */
export function insertOf<T extends Table, K extends ColumnKey<T>>(table: T, record: Record<K, unknown>): { sql: string; values: unknown[] } {
  const { columns, values } = writeColumns(table, record);
  return { sql: `insert into ${getTableName(table)} (${columns.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values };
}

/** `update <table> <alias> set <column> = $1, …` of a write record, and its values: the caller's where clause goes on from `$${values.length + 1}`. */
export function updateOf<T extends Table, K extends ColumnKey<T>>(table: T, alias: string, record: Record<K, unknown>): { sql: string; values: unknown[] } {
  const { columns, values } = writeColumns(table, record);
  return { sql: `update ${getTableName(table)} ${alias} set ${columns.map((column, i) => `${column} = $${i + 1}`).join(', ')}`, values };
}
