/**
 * Catalogue universities by name, to link a cut-off's university to its page. The universities
 * table belongs to the catalogue feature; this reads only its id and names, finding the name
 * columns by what the table has, and answers "not in the catalogue" while there is no table.
 */
import type pg from 'pg';
import { normalizeSearchText } from '@dalil/contracts/common/text';

export interface CatalogueUniversity {
  id: string;
  name: string;
  nameArabic: string | null;
}

export interface UniversityDirectory {
  find(name: string | null | undefined): CatalogueUniversity | undefined;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

const NAME_COLUMNS = ['name', 'name_en'];
const ARABIC_COLUMNS = ['name_arabic', 'name_ar', 'name_arabic_text'];

/** Universities whose cut-off names say "Cairo University" or "جامعة القاهرة" match either column. */
export async function loadUniversityDirectory(db: Queryable): Promise<UniversityDirectory> {
  const byName = new Map<string, CatalogueUniversity>();
  const { rows: columns } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'universities'`,
  );
  const have = new Set(columns.map((c) => c.column_name));
  const nameColumn = NAME_COLUMNS.find((c) => have.has(c));
  const arabicColumn = ARABIC_COLUMNS.find((c) => have.has(c));
  if (have.has('id') && nameColumn) {
    const { rows } = await db.query<{ id: string; name: string; name_arabic: string | null }>(
      `select id::text as id, "${nameColumn}" as name, ${arabicColumn ? `"${arabicColumn}"` : 'null'} as name_arabic from universities`,
    );
    for (const row of rows) {
      const university = { id: row.id, name: row.name, nameArabic: row.name_arabic };
      for (const key of [row.name, row.name_arabic]) if (key) byName.set(normalizeSearchText(key), university);
    }
  }
  // Cut-off names repeat on every lookup: their folded form is remembered.
  const folded = new Map<string, string>();
  const fold = (name: string) => {
    let key = folded.get(name);
    if (key === undefined) folded.set(name, (key = normalizeSearchText(name)));
    return key;
  };
  return { find: (name) => (name && byName.size ? byName.get(fold(name)) : undefined) };
}
