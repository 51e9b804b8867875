import type { TCityCosts, TCostCategory } from '@dalil/contracts/cost-of-living/city-costs';

export type Housing = 'shared' | 'dorm';
export type Lifestyle = 'frugal' | 'moderate' | 'comfortable';

/**
 * The calculator's assumptions, shown on the page next to the result:
 * - the housing figure is a whole flat's rent; a student in a shared flat pays one room of a
 *   three-bedroom flat (÷ 3);
 * - no sourced dormitory prices exist yet, so a dorm bed is assumed to cost half a shared room,
 *   with utilities included (utilities then count as 0);
 * - lifestyle scales food, transport and entertainment.
 */
export const FLATMATES = 3;
export const DORM_SHARE = 0.5;
export const LIFESTYLE_FACTOR: Record<Lifestyle, number> = { frugal: 0.7, moderate: 1, comfortable: 1.4 };
const SCALED: TCostCategory[] = ['food', 'transport', 'entertainment'];

export interface BudgetLine {
  category: TCostCategory;
  amount: number | null;
}

export function estimateBudget(city: TCityCosts, housing: Housing, lifestyle: Lifestyle): { lines: BudgetLine[]; total: number; missing: TCostCategory[] } {
  const lines = (Object.keys(city.costs) as TCostCategory[]).map((category): BudgetLine => {
    const base = city.costs[category].amount;
    if (category === 'utilities' && housing === 'dorm') return { category, amount: 0 };
    if (base === null) return { category, amount: null };
    let amount = base;
    if (category === 'housing') amount = (base / FLATMATES) * (housing === 'dorm' ? DORM_SHARE : 1);
    if (SCALED.includes(category)) amount = base * LIFESTYLE_FACTOR[lifestyle];
    return { category, amount: Math.round(amount) };
  });
  return {
    lines,
    total: lines.reduce((sum, line) => sum + (line.amount ?? 0), 0),
    missing: lines.filter((line) => line.amount === null).map((line) => line.category),
  };
}
