/** A results import in its own process, so a test can kill it mid-COPY. Args: databaseUrl file year. */
import pg from 'pg';
import { importResults } from '../../src/results/import-results.ts';

const [url, filePath, year] = process.argv.slice(2) as [string, string, string];
const pool = new pg.Pool({ connectionString: url, options: '-c search_path=catalogue,public' });
await importResults({ pool }, { filePath, year: Number(year), onProgress: (p) => void process.stdout.write(`progress ${p.rowsRead}\n`) });
await pool.end();
