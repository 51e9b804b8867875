/**
 * The reference ceiling for results lookups: a bare Fastify + `pg` server doing the same
 * indexed query as the catalogue service (same partitioned table, named statement) and answering
 * the row as JSON, with nothing else (no validation, guidance, headers or hooks). Its pool has as
 * many connections as the catalogue's lookups (RESULTS_LOOKUP_CONNECTIONS, 2): on 2 cores that is
 * also the bare server's best (pools of 1, 2, 4 and 10: 8.4k, 8.5k, 7.3k and 6.6k lookups/s), so
 * the reference stays a ceiling.
 * With BARE_BATCH=1 it sends the lookups read in one turn of the event loop as one statement, as
 * the catalogue does (its results repository): the like-for-like bare server, so the benchmark
 * can also show what the service's own code costs once both batch.
 * Env: PORT, DATABASE_URL, BARE_BATCH, BARE_POOL (2).
 */
import DataLoader from 'dataloader';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, options: '-c search_path=catalogue,public', max: Number(process.env.BARE_POOL ?? 2) });
const SELECT_RESULT = `select r.seat_number::text, r.student_name, r.stream, r.total_score::float8 as total_score,
  coalesce(r.max_score, y.max_score)::float8 as max_score, r.status, r.scores, y.subject_columns
  from results r join result_years y on y.year = r.year`;
const LOOKUP = `${SELECT_RESULT} where r.year = $1 and r.seat_number = $2`;
const LOOKUP_MANY = `${SELECT_RESULT} where r.year = $1 and r.seat_number = any($2::bigint[])`;

type Row = Record<string, unknown> & { seat_number: string };
const findOne = async (year: number, seat: string): Promise<Row | undefined> =>
  (await pool.query<Row>({ name: 'bare-lookup', text: LOOKUP, values: [year, seat] })).rows[0];
// Every request of a benchmark asks for the same year.
const batched = new DataLoader<[number, string], Row | undefined>(
  async (keys) => {
    if (keys.length === 1) return [await findOne(...keys[0]!)];
    const { rows } = await pool.query<Row>({ name: 'bare-lookup-many', text: LOOKUP_MANY, values: [keys[0]![0], keys.map(([, seat]) => seat)] });
    const bySeat = new Map(rows.map((row) => [row.seat_number, row]));
    return keys.map(([, seat]) => bySeat.get(seat));
  },
  { cache: false, maxBatchSize: 64, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
);
const find = process.env.BARE_BATCH === '1' ? (year: number, seat: string) => batched.load([year, seat]) : findOne;

const app = Fastify({ logger: false });
app.get<{ Params: { seat: string }; Querystring: { year: string } }>('/api/results/:seat', async (request, reply) => {
  const row = await find(Number(request.query.year), request.params.seat);
  if (!row) return reply.code(404).send({ success: false, message: 'not found' });
  return { success: true, data: row };
});
app.get('/readyz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
