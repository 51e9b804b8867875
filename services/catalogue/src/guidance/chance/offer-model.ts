/**
 * The chance model over the guidance index: every stream's offers as cut-off series, fitted once
 * per index and year, and seen per stream (series keyed by wish token). One fit for all streams,
 * as the backtest (npm run eval:guidance) scores it: the spread of the shared yearly shock is
 * estimated from every stream's shocks, not from the one or two a single stream has. Shared by the
 * wish-list simulation and the suggestions.
 */
import type { TResultStream } from '@dalil/contracts/results/result';
import { RESULT_STREAMS } from '@dalil/contracts/common/streams';
import type { TCutoffPoint } from '@dalil/contracts/guidance/suggestions';
import { wishToken } from '@dalil/contracts/guidance/wishes';
import type { GuidanceData } from '../guidance-data.ts';
import { fitChanceModel, type ChanceModel, type CutoffSeries } from './fit-model.ts';

/** How many publishers a point cites (several URLs, or several joined with " | " in one). */
function sourceCount(point: TCutoffPoint): number {
  const urls = (point as TCutoffPoint & { sourceUrls?: readonly string[] }).sourceUrls;
  if (urls && urls.length) return urls.length;
  return point.sourceUrl ? point.sourceUrl.split(' | ').filter(Boolean).length : 0;
}

/** The series of one stream's offers, keyed by wish token, with the points up to `lastYear`. */
function offerSeries(data: GuidanceData, stream: TResultStream, lastYear: number): CutoffSeries[] {
  return data.offers[stream].map((offer) => ({
    key: wishToken({ universityId: offer.university.id, facultyKey: offer.faculty.key }),
    stream,
    family: offer.faculty.field,
    points: offer.points.filter((p) => p.year <= lastYear).map((p) => ({ year: p.year, percentage: p.percentage, singleSource: sourceCount(p) < 2 })),
  }));
}

const pooledModels = new WeakMap<GuidanceData, Map<number, ChanceModel>>();
const models = new WeakMap<GuidanceData, Map<string, ChanceModel>>();

/** Every stream's series (keyed `${stream}|${token}`), fitted on every cut-off up to `lastYear`, once per index. */
function pooledModel(data: GuidanceData, lastYear: number): ChanceModel {
  let kept = pooledModels.get(data);
  if (!kept) pooledModels.set(data, (kept = new Map()));
  let model = kept.get(lastYear);
  if (!model) {
    const series = RESULT_STREAMS.flatMap((stream) => offerSeries(data, stream, lastYear).map((s) => ({ ...s, key: `${stream}|${s.key}` })));
    model = fitChanceModel(series, { beforeYear: lastYear + 1 });
    kept.set(lastYear, model);
  }
  return model;
}

/** The model for a stream: the pooled fit, with that stream's series keyed by wish token (once per index). */
export function chanceModelFor(data: GuidanceData, stream: TResultStream, lastYear: number): ChanceModel {
  let kept = models.get(data);
  if (!kept) models.set(data, (kept = new Map()));
  const key = `${stream}|${lastYear}`;
  let model = kept.get(key);
  if (!model) {
    const pooled = pooledModel(data, lastYear);
    const prefix = `${stream}|`;
    const series = new Map([...pooled.series].filter(([k]) => k.startsWith(prefix)).map(([k, state]) => [k.slice(prefix.length), state] as const));
    model = { ...pooled, series };
    kept.set(key, model);
  }
  return model;
}
