/**
 * The reference ceiling for results lookups: a bare Fastify + `pg` server doing the same
 * indexed query as the catalogue service (same partitioned table, named statement, pool of 10)
 * and answering the row as JSON, with nothing else (no validation, guidance, headers or hooks).
 * Env: PORT, DATABASE_URL.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, options: '-c search_path=catalogue,public', max: 10 });
const LOOKUP = `select r.seat_number::text, r.student_name, r.stream, r.total_score::float8 as total_score,
  coalesce(r.max_score, y.max_score)::float8 as max_score, r.status, r.scores, y.subject_columns
  from results r join result_years y on y.year = r.year where r.year = $1 and r.seat_number = $2`;

const app = Fastify({ logger: false });
app.get<{ Params: { seat: string }; Querystring: { year: string } }>('/api/results/:seat', async (request, reply) => {
  const { rows } = await pool.query({ name: 'bare-lookup', text: LOOKUP, values: [Number(request.query.year), request.params.seat] });
  if (!rows[0]) return reply.code(404).send({ success: false, message: 'not found' });
  return { success: true, data: rows[0] };
});
app.get('/readyz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
