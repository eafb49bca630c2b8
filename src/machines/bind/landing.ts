import type { BindStage, BindUser } from './bind.types';
import type { BindChainId } from './chains';

// The carrier's landing (post-quotes-landing, issue 28): the steps of this shopper's purchase, and only those: read
// from the chains the session runs for the carrier and the rules that skip their screens (docs/decisions/0031).

/** What the landing lists, in order. */
export type LandingStep = 'household' | 'drivingRecord' | 'coverages' | 'agent' | 'payment';

/**
 * The steps this purchase will run: the household's questions always; the driving-record check where the carrier has
 * a post-driving-record chain; the coverages where they are editable for this shopper (rc2IterationRule); payment
 * where the carrier takes it online, else an agent finishing the purchase (the fast-track hand-off).
 */
export function landingSteps(
  chains: Record<BindStage, BindChainId | null>,
  user: Pick<BindUser, 'coveragesExperience'>,
): LandingStep[] {
  const steps: LandingStep[] = ['household'];
  if (chains.postMvr) steps.push('drivingRecord');
  if (chains.coverages && user.coveragesExperience === 'editable') steps.push('coverages');
  steps.push(chains.payment ? 'payment' : 'agent');
  return steps;
}
