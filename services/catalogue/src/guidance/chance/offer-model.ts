/**
 * The chance model over the guidance index: one stream's offers as cut-off series (keyed by wish
 * token), and the model fitted on them up to a year, once per index. Shared by the wish-list
 * simulation and the suggestions.
 */
import type { TResultStream } from '@dalil/contracts/results/result';
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

const models = new WeakMap<GuidanceData, Map<string, ChanceModel>>();

/** The model for a stream, fitted on every cut-off up to `lastYear` (once per guidance index). */
export function chanceModelFor(data: GuidanceData, stream: TResultStream, lastYear: number): ChanceModel {
  let kept = models.get(data);
  if (!kept) models.set(data, (kept = new Map()));
  const key = `${stream}|${lastYear}`;
  let model = kept.get(key);
  if (!model) {
    model = fitChanceModel(offerSeries(data, stream, lastYear), { beforeYear: lastYear + 1 });
    kept.set(key, model);
  }
  return model;
}
