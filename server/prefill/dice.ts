import { createHash } from 'node:crypto';

// Deterministic choices from a seed (issue 4: simulated answers are functions of the input, never random per call):
// a sha256 counter stream, so the same seed always draws the same numbers, on every server.

export class Dice {
  private buffer = Buffer.alloc(0);
  private counter = 0;

  constructor(private readonly seed: string) {}

  private bytes(n: number): Buffer {
    while (this.buffer.length < n) {
      const block = createHash('sha256').update(`${this.seed}#${this.counter}`).digest();
      this.counter += 1;
      this.buffer = Buffer.concat([this.buffer, block]);
    }
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    if (n <= 1) return 0;
    return this.bytes(6).readUIntBE(0, 6) % n;
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.int(1_000_000) < p * 1_000_000;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** Picks by weight: [[item, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let roll = this.int(Math.round(total * 1000)) / 1000;
    for (const [item, w] of entries) {
      if (roll < w) return item;
      roll -= w;
    }
    return entries[entries.length - 1][0];
  }

  /** A new stream for a sub-part (one vehicle, one driver), independent of how many draws came before. */
  fork(label: string): Dice {
    return new Dice(`${this.seed}/${label}`);
  }
}
