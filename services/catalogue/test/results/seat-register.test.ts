import { describe, expect, it } from 'vitest';
import { SeatRegister } from '../../src/results/seat-register.ts';

/** Adds each seat unless seen, as the importer does; returns the rows of the repeats with the first row each names. */
function register(seats: number[]) {
  const seen = new SeatRegister();
  const repeats: Array<{ row: number; first: number }> = [];
  seats.forEach((seat, i) => {
    const row = i + 2;
    const first = seen.firstRow(seat);
    if (first !== undefined) repeats.push({ row, first });
    else seen.add(seat, row);
  });
  return { seen, repeats };
}

describe('the seats an import has seen', () => {
  it('when seat numbers come in a run, then each repeat names the row its seat first appeared on', () => {
    const seats = Array.from({ length: 50_000 }, (_, i) => 1_000_000 + i);
    seats.push(1_000_000, 1_049_999, 1_004_096, 1_000_000);
    const { seen, repeats } = register(seats);
    expect(repeats).toEqual([
      { row: 50_002, first: 2 },
      { row: 50_003, first: 50_001 },
      { row: 50_004, first: 4_098 },
      { row: 50_005, first: 2 },
    ]);
    expect(seen.firstRow(1_050_000)).toBeUndefined();
    expect(seen.firstRow(999_999)).toBeUndefined();
  });

  it('when seat numbers are scattered over fifteen digits, then repeats are still found, before and after the register changes its layout', () => {
    const scattered = Array.from({ length: 2_000 }, (_, i) => 100_000_000_000_000 + i * 1_000_000_007);
    const seats = [...scattered.slice(0, 10), scattered[3]!, ...scattered.slice(10), scattered[5]!, scattered[1_999]!, 7];
    const { seen, repeats } = register(seats);
    expect(repeats).toEqual([
      { row: 12, first: 5 },
      { row: 2_003, first: 7 },
      { row: 2_004, first: 2_002 },
    ]);
    expect(seen.firstRow(7)).toBe(2_005);
    expect(seen.firstRow(scattered[0]! + 1)).toBeUndefined();
  });
});
