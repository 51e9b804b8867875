import { describe, expect, it } from 'vitest';
import type { TCityCosts, TCostFigure } from '@dalil/contracts/cost-of-living/city-costs';
import { estimateBudget } from './estimate-budget.ts';

const source = { name: 'Test source', nameArabic: null, url: null, date: '2025-10-01' };
const figure = (amount: number | null): TCostFigure => ({ amount, basis: 'b', basisArabic: 'ب', source: amount === null ? null : source });
const city = (costs: Partial<Record<keyof TCityCosts['costs'], number | null>>): TCityCosts => ({
  _id: 'x',
  id: 'x',
  slug: 'x',
  city: 'X',
  cityArabic: 'س',
  updatedAt: '2025-10-01T00:00:00.000Z',
  costs: {
    housing: figure(costs.housing ?? null),
    food: figure(costs.food ?? null),
    transport: figure(costs.transport ?? null),
    utilities: figure(costs.utilities ?? null),
    education: figure(costs.education ?? null),
    entertainment: figure(costs.entertainment ?? null),
  },
});

describe('student budget estimate', () => {
  it('when sharing a flat on a moderate budget, then the rent is split three ways and other figures are used as served', () => {
    const budget = estimateBudget(city({ housing: 9000, food: 3000, transport: 300, utilities: 600, education: 200, entertainment: 500 }), 'shared', 'moderate');
    expect(budget.lines.map((l) => l.amount)).toEqual([3000, 3000, 300, 600, 200, 500]);
    expect(budget.total).toBe(7600);
    expect(budget.missing).toEqual([]);
  });

  it('when living in a dorm on a frugal budget, then housing is half a shared room, utilities are included and daily costs scale down', () => {
    const budget = estimateBudget(city({ housing: 9000, food: 3000, transport: 300, utilities: 600, entertainment: 500 }), 'dorm', 'frugal');
    expect(Object.fromEntries(budget.lines.map((l) => [l.category, l.amount]))).toEqual({
      housing: 1500, food: 2100, transport: 210, utilities: 0, education: null, entertainment: 350,
    });
    expect(budget.missing).toEqual(['education']);
  });

  it('when a figure is unknown, then it is reported missing rather than counted as zero', () => {
    const budget = estimateBudget(city({ housing: 9350, transport: 290 }), 'shared', 'comfortable');
    expect(budget.total).toBe(3117 + 406);
    expect(budget.missing).toEqual(['food', 'utilities', 'education', 'entertainment']);
  });
});
