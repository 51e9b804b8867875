/** Consecutive seat numbers per block: 4,096 rows of 4 bytes, 16 KB. */
const BLOCK = 4_096;
/** Blocks are kept while they hold at least one seat in eight slots on average (beyond a few to start with). */
const MIN_FILL = 1 / 8;
const FREE_BLOCKS = 64;

/**
 * The seat numbers a results import has seen, each with the row it first appeared on (for the
 * "appears again" rejection). An 800,000-row file asks this twice a row, and a Map of 800,000
 * numbers took a third of the row checks' time. Seat numbers come in runs, so they are kept in
 * blocks of consecutive numbers, a typed array of rows each (0: not seen; data rows start at 2).
 * A file whose numbers are too scattered for blocks to pay moves to a Map once, and stays there.
 */
export class SeatRegister {
  #blocks = new Map<number, Int32Array>();
  #scattered: Map<number, number> | undefined;
  #count = 0;

  /** The row `seat` first appeared on, if it has. */
  firstRow(seat: number): number | undefined {
    if (this.#scattered) return this.#scattered.get(seat);
    const row = this.#blocks.get(Math.floor(seat / BLOCK))?.[seat % BLOCK];
    return row ? row : undefined;
  }

  /** Records `seat` as first seen on `row` (≥ 1). */
  add(seat: number, row: number): void {
    this.#count++;
    if (this.#scattered) {
      this.#scattered.set(seat, row);
      return;
    }
    const key = Math.floor(seat / BLOCK);
    let block = this.#blocks.get(key);
    if (!block) {
      if (this.#blocks.size >= FREE_BLOCKS && (this.#blocks.size + 1) * BLOCK * MIN_FILL > this.#count) {
        this.#scatter();
        this.#scattered!.set(seat, row);
        return;
      }
      block = new Int32Array(BLOCK);
      this.#blocks.set(key, block);
    }
    block[seat % BLOCK] = row;
  }

  #scatter(): void {
    const map = new Map<number, number>();
    for (const [key, block] of this.#blocks) {
      for (let i = 0; i < BLOCK; i++) if (block[i]) map.set(key * BLOCK + i, block[i]!);
    }
    this.#blocks.clear();
    this.#scattered = map;
  }
}
