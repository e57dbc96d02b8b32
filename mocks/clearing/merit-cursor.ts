/**
 * Walks the bids of the windows that cover a demand interval in merit order. Each
 * window's run of rows is already ranked; the cursor merges the runs as it goes, keeping
 * the runs in a binary heap keyed by their next row, so nothing is copied per interval.
 */
import { compareRank } from "./merit-sort";
import type { Ranking } from "./ranking";

export type Run = { start: number; end: number };

export class MeritCursor {
  private readonly next: Int32Array;
  private readonly end: Int32Array;
  /** Indices of the runs with rows left; the run whose next row ranks first is at the top. */
  private readonly heap: Int32Array;
  private size = 0;

  constructor(
    private readonly ranking: Ranking,
    runs: readonly Run[],
  ) {
    this.next = Int32Array.from(runs, (run) => run.start);
    this.end = Int32Array.from(runs, (run) => run.end);
    this.heap = new Int32Array(runs.length);
    runs.forEach((run, index) => {
      if (run.end > run.start) this.heap[this.size++] = index;
    });
    for (let at = (this.size >> 1) - 1; at >= 0; at -= 1) this.siftDown(at);
  }

  /** The next row in merit order, or -1 when every run is done. */
  take(): number {
    if (this.size === 0) return -1;
    const run = this.heap[0];
    const row = this.next[run]++;
    if (this.next[run] === this.end[run]) this.heap[0] = this.heap[--this.size];
    if (this.size > 1) this.siftDown(0);
    return row;
  }

  private ranksFirst(runA: number, runB: number): boolean {
    return compareRank(this.ranking, this.next[runA], this.next[runB]) < 0;
  }

  private siftDown(from: number) {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) return;
      const child = left + 1 < this.size && this.ranksFirst(this.heap[left + 1], this.heap[left]) ? left + 1 : left;
      if (!this.ranksFirst(this.heap[child], this.heap[at])) return;
      [this.heap[at], this.heap[child]] = [this.heap[child], this.heap[at]];
      at = child;
    }
  }
}
