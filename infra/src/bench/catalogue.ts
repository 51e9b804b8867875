/**
 * npm run bench:catalogue — catalogue search, measured through the gateway.
 *  1. Creates a scratch database, applies the catalogue's migrations and generates 1,000
 *     universities (each with 3–10 faculties) and 10,000 programs through the real
 *     repositories (so search columns are built exactly as in production).
 *  2. Starts the catalogue service and the gateway on random ports.
 *  3. Drives, with autocannon at 32 connections, GET /api/universities?search=… and
 *     GET /api/programs?search=…&type=masters over a rotation of Arabic, English, misspelt
 *     and partial queries, offering gzip as browsers do. Target: p99 < 25 ms.
 * Env: BENCH_SECONDS (default 15), BENCH_CONNECTIONS (32), TEST_DATABASE_URL, TEST_REDIS_URL.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate } from '@dalil/service-kit/database';
import { createTestDatabase, flushRedisPrefix, TEST_REDIS_URL, freePort } from '@dalil/service-kit/testing';
import type { TFaculty } from '@dalil/contracts/catalogue/university';
import { completeFaculty, createProgramRepository, createUniversityRepository, type UniversityData } from '@dalil/catalogue/testing';
import { ROOT } from '../build-node.ts';
import { bundleForBenchmark, startNodeProcess as start, stopProcess as stop, waitForHttp } from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const UNIVERSITIES = 1_000;
const PROGRAMS = 10_000;

const PLACES = [
  ['Cairo', 'القاهرة'], ['Giza', 'الجيزة'], ['Alexandria', 'الإسكندرية'], ['Mansoura', 'المنصورة'], ['Tanta', 'طنطا'],
  ['Assiut', 'أسيوط'], ['Minia', 'المنيا'], ['Sohag', 'سوهاج'], ['Aswan', 'أسوان'], ['Luxor', 'الأقصر'], ['Zagazig', 'الزقازيق'],
  ['Ismailia', 'الإسماعيلية'], ['Suez', 'السويس'], ['Port Said', 'بورسعيد'], ['Damietta', 'دمياط'], ['Benha', 'بنها'],
  ['Fayoum', 'الفيوم'], ['Beni Suef', 'بني سويف'], ['Qena', 'قنا'], ['Damanhour', 'دمنهور'],
] as const;
const KINDS = [
  ['University', 'جامعة', 'public'], ['National University', 'الجامعة الأهلية', 'national'], ['University of Technology', 'جامعة التكنولوجيا', 'public'],
  ['Private University', 'الجامعة الخاصة', 'private'], ['International University', 'الجامعة الدولية', 'private'],
] as const;
const FACULTIES = [
  ['Engineering', 'الهندسة'], ['Medicine', 'الطب'], ['Pharmacy', 'الصيدلة'], ['Dentistry', 'طب الأسنان'], ['Law', 'الحقوق'],
  ['Commerce', 'التجارة'], ['Arts', 'الآداب'], ['Science', 'العلوم'], ['Computers and Information', 'الحاسبات والمعلومات'],
  ['Agriculture', 'الزراعة'], ['Education', 'التربية'], ['Nursing', 'التمريض'], ['Mass Communication', 'الإعلام'],
  ['Economics and Political Science', 'الاقتصاد والعلوم السياسية'], ['Fine Arts', 'الفنون الجميلة'],
] as const;
const FIELDS = [
  ['Structural Engineering', 'الهندسة الإنشائية'], ['Data Science', 'علم البيانات'], ['Business Administration', 'إدارة الأعمال'],
  ['Public Health', 'الصحة العامة'], ['Computer Science', 'علوم الحاسب'], ['International Law', 'القانون الدولي'],
  ['Clinical Pharmacy', 'الصيدلة الإكلينيكية'], ['Renewable Energy', 'الطاقة المتجددة'], ['Accounting', 'المحاسبة'],
  ['Linguistics', 'اللغويات'], ['Biotechnology', 'التكنولوجيا الحيوية'], ['Artificial Intelligence', 'الذكاء الاصطناعي'],
] as const;
const UNIVERSITY_QUERIES = ['cairo', 'جامعه القاهره', 'هندسه', 'kairo', 'alexand', 'الاسكندريه', 'technology', 'طب الاسنان', 'national mansoura', 'اسيوط'];
const PROGRAM_QUERIES = ['data science', 'علم البيانات', 'engineering', 'اداره الاعمال', 'artifical', 'law', 'الصحه العامه', 'biotech'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

function university(i: number): UniversityData {
  const [place, placeAr] = pick(PLACES, i);
  const [kind, kindAr, type] = pick(KINDS, Math.floor(i / PLACES.length));
  const serial = Math.floor(i / (PLACES.length * KINDS.length)) + 1;
  const faculties: TFaculty[] = Array.from({ length: 3 + (i % 8) }, (_, f) => {
    const [name, nameAr] = pick(FACULTIES, i + f * 7);
    return completeFaculty({
      name: `Faculty of ${name}`, nameArabic: `كلية ${nameAr}`, description: null, descriptionArabic: null, tuitionPerSemester: null,
      duration: null, durationArabic: null, requirements: [], requirementsArabic: [], availableDegrees: [], availableDegreesArabic: [], sourceUrl: null,
    });
  });
  return {
    name: `${place} ${kind} ${serial}`,
    nameArabic: `${kindAr} ${placeAr} ${serial}`,
    description: `A ${type} university in ${place} with ${faculties.length} faculties.`,
    descriptionArabic: `${kindAr} في ${placeAr} تضم ${faculties.length} كليات.`,
    type,
    location: { city: place, cityArabic: placeAr, governorate: place, governorateArabic: placeAr },
    rating: null, rank: { local: null, global: null }, rankSources: { local: null, global: null }, establishedYear: 1950 + (i % 70), studentCount: 1000 + i * 13,
    tuitionRange: { min: null, max: null, currency: 'EGP' }, tuitionSource: null, faculties, photos: { thumbnail: null, gallery: [] },
    website: null, applicationLink: null, sourceUrls: [], sourceName: null, formerNames: [],
  };
}

/** Runs `work(i)` for i in [0, count) with `width` at a time. */
async function inParallel(count: number, width: number, work: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < count) await work(next++);
  }));
}


const database = await createTestDatabase('bench_catalogue');
const prefix = `bench_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
const pool = new pg.Pool({ connectionString: database.url, options: '-c search_path=catalogue,public', max: 8 });
try {
  await migrate(pool, { schema: 'catalogue', directory: path.join(ROOT, 'services/catalogue/migrations') });
  const t = performance.now();
  const universities = createUniversityRepository(pool);
  const programs = createProgramRepository(pool);
  const ids: Array<{ id: string; name: string; nameArabic: string | null }> = [];
  await inParallel(UNIVERSITIES, 8, async (i) => {
    const u = await universities.insert(university(i));
    ids[i] = { id: u.id, name: u.name, nameArabic: u.nameArabic };
  });
  await inParallel(PROGRAMS, 8, async (i) => {
    const owner = ids[(i * 7919) % UNIVERSITIES]!;
    const [field, fieldAr] = pick(FIELDS, i);
    const [faculty, facultyAr] = pick(FACULTIES, i * 3);
    const type = i % 3 === 0 ? 'phd' : 'masters';
    await programs.insert({
      universityId: owner.id, universityName: owner.name, universityNameArabic: owner.nameArabic,
      name: `${type === 'phd' ? 'PhD' : 'Master'} in ${field} ${Math.floor(i / FIELDS.length) + 1}`,
      nameArabic: `${type === 'phd' ? 'دكتوراه' : 'ماجستير'} ${fieldAr} ${Math.floor(i / FIELDS.length) + 1}`,
      faculty: `Faculty of ${faculty}`, facultyArabic: `كلية ${facultyAr}`, specialization: field, specializationArabic: fieldAr, type,
      language: pick(['arabic', 'english', 'both'] as const, i), duration: 2, tuition: { annual: null, currency: 'EGP' },
      requirements: { gpa: null, degree: null, degreeArabic: null }, applicationDeadline: null, applicationDeadlineText: null, applicationDeadlineTextArabic: null, onlineAvailable: i % 5 === 0,
      applicationLink: null, description: `Graduate study of ${field}.`, descriptionArabic: `دراسات عليا في ${fieldAr}.`, isActive: true, sourceUrl: null, arabicTranslated: false,
    });
  });
  await pool.query('analyze');
  console.log(`generated ${UNIVERSITIES.toLocaleString('en')} universities and ${PROGRAMS.toLocaleString('en')} programs in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const [cataloguePort, gatewayPort] = [await freePort(), await freePort()];
  const common = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, JWT_SECRET: randomBytes(32).toString('base64url') };
  await bundleForBenchmark(['services/catalogue/src/server.ts', 'gateway/src/server.ts']);
  children.push(start('catalogue', 'services/catalogue/src/server.ts', { ...common, PORT: String(cataloguePort) }));
  await waitForHttp(`http://127.0.0.1:${cataloguePort}/readyz`, 90_000);
  children.push(start('gateway', 'gateway/src/server.ts', { ...common, PORT: String(gatewayPort), CATALOGUE_URL: `http://127.0.0.1:${cataloguePort}`, RATE_LIMIT_MAX: '1000000000' }));
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitForHttp(`${base}/api/universities?limit=1`, 90_000);

  const scenarios = [
    { label: 'GET /api/universities?search=…', path: (n: number) => `/api/universities?search=${encodeURIComponent(pick(UNIVERSITY_QUERIES, n))}` },
    { label: 'GET /api/programs?search=…&type=masters', path: (n: number) => `/api/programs?search=${encodeURIComponent(pick(PROGRAM_QUERIES, n))}&type=masters` },
  ];
  const summary: string[] = [];
  // Through the gateway (the target), then straight to the service (to see the gateway's share).
  const targets = [
    { via: 'through the gateway', url: base },
    { via: 'direct to the catalogue service', url: `http://127.0.0.1:${cataloguePort}` },
  ];
  for (const scenario of scenarios) {
    const queries = scenario.label.includes('universities') ? UNIVERSITY_QUERIES : PROGRAM_QUERIES;
    const sizes: string[] = [];
    for (let i = 0; i < queries.length; i++) {
      // The first request of a query is the uncached one: it shows the database's share.
      const started = performance.now();
      const response = await fetch(base + scenario.path(i), { headers: { 'accept-encoding': 'identity' } });
      const text = await response.text();
      const firstMs = performance.now() - started;
      sizes.push(`${queries[i]}: ${(JSON.parse(text) as { pagination: { total: number } }).pagination.total} (${Math.round(Buffer.byteLength(text) / 1024)} KiB, uncached ${firstMs.toFixed(0)} ms)`);
    }
    for (const target of targets) {
      let n = 0;
      const run = (duration: number) =>
        autocannon({ url: target.url, connections: CONNECTIONS, duration, // Browsers always offer compression; the service gzips large answers once and keeps them.
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.path(n++) }) }] });
      await run(3); // warm-up: JIT, connection pools, prepared statements, cache
      const result = await run(SECONDS);
      const errors = result.errors + result.non2xx + result.timeouts;
      console.log(`\nbench:catalogue — ${scenario.label} ${target.via}, ${CONNECTIONS} connections, ${SECONDS} s`);
      if (target === targets[0]) console.log(`  matches per query (answer size, first uncached answer): ${sizes.join(', ')}`);
      console.log(`  latency    : p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${target === targets[0] ? `  (target p99 < 25 ms) ${result.latency.p99 < 25 ? 'met' : 'MISSED'}` : ''}`);
      console.log(`  throughput : ${result.requests.average.toFixed(0)} req/s, ${result.requests.total.toLocaleString('en')} requests, errors ${errors}`);
      summary.push(`${scenario.label} ${target.via}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s`);
    }
  }
  console.log(`\n${summary.join('\n')}\n(load average during the run: ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')})`);
} finally {
  for (const child of children.reverse()) await stop(child);
  await pool.end().catch(() => undefined);
  await database.drop().catch(() => undefined);
  await flushRedisPrefix(prefix).catch(() => undefined);
}
