import { BI_LADDER, PD_LADDER } from './constants';

// Limit arithmetic for the tier table and partner options: split limits ('30/60', thousands) and dollar amounts.

export type Split = readonly [number, number];

export const splitText = ([perPerson, perAccident]: Split): string => `${perPerson}/${perAccident}`;
export const thousands = ([perPerson, perAccident]: Split): Split => [perPerson / 1000, perAccident / 1000];

/** '100/300', '100k/300k' -> [100, 300]; null for anything else. */
export function parseSplit(text: string | null | undefined): Split | null {
  // "k" takes the spaces after it, so no two \s* compete for the same spaces (issue 8: backtracking).
  const m = /^\s*(\d+)\s*(?:k\s*)?\/\s*(\d+)\s*(?:k\s*)?$/i.exec(text ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** a covers at least b on both limits. */
export const covers = (a: Split, b: Split) => a[0] >= b[0] && a[1] >= b[1];
const same = (a: Split, b: Split) => a[0] === b[0] && a[1] === b[1];

/** The smallest ladder limit covering every floor given; their component-wise maximum when the ladder has none. */
export function raiseSplit(...floors: Split[]): Split {
  const need: Split = [Math.max(...floors.map((f) => f[0])), Math.max(...floors.map((f) => f[1]))];
  return BI_LADDER.find((l) => covers(l, need)) ?? need;
}

/** The next ladder limit strictly above `limit` (covering it and different from it). */
export function splitAbove(limit: Split): Split {
  return BI_LADDER.find((l) => covers(l, limit) && !same(l, limit)) ?? limit;
}

/** Ladder limits from `min` (itself first when it is not on the ladder) up to `max`. */
export function splitOptions(min: Split, max: Split): Split[] {
  const onLadder = BI_LADDER.filter((l) => covers(l, min) && covers(max, l));
  return onLadder.some((l) => same(l, min)) ? onLadder : [min, ...onLadder];
}

export const amountAbove = (amount: number) => PD_LADDER.find((a) => a > amount) ?? amount;

/** Dollar ladder amounts from `min` (itself first when it is not on the ladder) up to `max`. */
export function amountOptions(min: number, max: number): number[] {
  const onLadder = PD_LADDER.filter((a) => a >= min && a <= max);
  return onLadder.includes(min) ? onLadder : [min, ...onLadder];
}
