import { createHash } from 'node:crypto';
import { bucketOf } from '../../server/rules/engine';
import type { AutoUser } from '../../src/contract';

// Anonymous ids that the sandbox's experiments bucket into chosen variants of the post-quote rules (docs/decisions/0031):
// the suites pin a shopper's post-quote experience by the id in the saved answers' tracking. The ids are found by
// asking the sandbox's own bucket function (sha256 of the rule's name and the id), never hand-copied.

type Range = readonly [number, number];
/** Buckets of the rules (server/rules/definitions/experiments.json). */
export const POST_QUOTE_BUCKETS = {
  grouped: { roundTwoFirstQuestion: [66, 99] },
  vinFirst: { roundTwoFirstQuestion: [0, 32] },
  vinLast: { roundTwoFirstQuestion: [33, 65] },
  editableCoverages: { rc2IterationRule: [0, 49] },
  fastBind: { rc2IterationRule: [50, 74] },
  control: { rc2IterationRule: [75, 99] },
  landingShown: { skipPostQuotesLandingPage: [50, 99] },
  // Not a post-quote rule: the results' de-duplication keeps a carrier's quote over its ad (browser suites' default).
  quotesFirst: { mAQuotesFiltering: [0, 44] },
} as const satisfies Record<string, Record<string, Range>>;
export type PostQuoteBucket = keyof typeof POST_QUOTE_BUCKETS;

/** The first id of a fixed sequence that every named variant's rule buckets as wanted. */
export function anonymousIdIn(...variants: PostQuoteBucket[]): string {
  const wanted: [string, Range][] = variants.flatMap((v) => Object.entries(POST_QUOTE_BUCKETS[v]) as [string, Range][]);
  for (let i = 0; i < 10_000; i += 1) {
    const hex = createHash('sha256').update(`quoteflow-post-quote-${i}`).digest('hex');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    if (wanted.every(([rule, [min, max]]) => bucketOf(rule, id) >= min && bucketOf(rule, id) <= max)) return id;
  }
  throw new Error(`no anonymous id buckets into ${variants.join(', ')}`);
}

/** The answers with the tracking id pinned: the post-quote rules bucket the shopper into `variants`. */
export function pinnedTo<U extends AutoUser>(user: U, ...variants: PostQuoteBucket[]): U {
  return { ...user, tracking: { ...user.tracking, anonymousId: anonymousIdIn(...variants) } };
}
