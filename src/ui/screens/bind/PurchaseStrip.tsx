import type { PurchaseStrip as Strip } from '../../../machines/ratecall/ratecall.selectors';
import { ProgressBar } from '../../components/ProgressBar';
import { formatCents } from './names';

// Above every screen of the purchase (issue 28): where the shopper is (the stage among those this purchase runs, and
// how far through its chain) and what they are buying (carrier, price, term), from the rate call's snapshot.

export function PurchaseStrip({
  strip,
  progress,
}: {
  strip: Strip /** The chain's own progress, 0-99. */;
  progress: number;
}) {
  const value = ((strip.step - 1 + progress / 100) / strip.steps) * 100;
  return (
    <div className="qf-purchase-strip">
      <p className="qf-purchase-strip__what">
        <span className="visually-hidden">You are buying: </span>
        <strong>{strip.carrier}</strong> {strip.monthly !== null ? `${formatCents(strip.monthly)} a month, or ` : ''}
        {formatCents(strip.total)} for {strip.termMonths} months
      </p>
      <p className="qf-purchase-strip__step">
        Step {strip.step} of {strip.steps}: {strip.title}
      </p>
      <ProgressBar value={value} label={`Buying your policy: step ${strip.step} of ${strip.steps}`} />
    </div>
  );
}
