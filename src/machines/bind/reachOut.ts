import type { RatecallQuestion } from '../../contract/ratecall';

// The fast-track reach-out (spec 001 section 4: "fast-track reach-out (with calendlyAvailability and
// agencyOperatingHours)"), docs/decisions/0031: when the agency's agents are off the phones, the reach-out time
// promises nothing they cannot keep, so "As soon as possible" is not offered; the windows are.

/** The reach-out question's id and its as-soon-as-possible option (server/ratecall/questions/commonQuestions.ts). */
export const REACH_OUT_QUESTION = 'policy.reachOutTime';
export const AS_SOON_AS_POSSIBLE = 'As soon as possible';

/**
 * Whether the reach-out may promise "as soon as possible": the agency's agents are on the phones (agencyOperatingHours)
 * and, for a fast-track carrier, its desk takes the shopper now (fastTrackSupportedCarrierIDs; null: no desk asked).
 * docs/decisions/0097.
 */
export const reachOutNow = (rules: { agentsOpen: boolean; fastTrackDeskOpen: boolean | null }): boolean =>
  rules.agentsOpen && rules.fastTrackDeskOpen !== false;

/** The session's questions as the shopper is asked them: outside operating hours, no "As soon as possible". */
export function reachOutQuestions(questions: readonly RatecallQuestion[], agentsOpen: boolean): RatecallQuestion[] {
  if (agentsOpen) return [...questions];
  return questions.map((q) => {
    if (q.id !== REACH_OUT_QUESTION || !q.options) return q;
    const options = q.options.filter((o) => o.value !== AS_SOON_AS_POSSIBLE);
    // Never an empty choice: a carrier offering only "as soon as possible" keeps it.
    if (!options.length) return q;
    const { defaultValue, ...rest } = q;
    return defaultValue === AS_SOON_AS_POSSIBLE ? { ...rest, options } : { ...q, options };
  });
}
