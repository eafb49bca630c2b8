import { DIRECT_CARRIERS, HOME_CARRIERS } from '../../domain/carriers';
import type { LineId } from '../../machines/products';
import './StartIntro.css';

// What the start page says around its first question (issue 28): the promise and the time it takes above the
// question, what happens to the shopper's data and the trust marks below it. Text and CSS only: the start page loads
// no script for it (docs/decisions/0006, 0057, 0076). Every sentence is true of the product: the results show on
// screen without a call, the privacy notice says we do not sell information, and the carriers are the direct ones.

/** What each line's start page promises quotes of: the home line runs home, townhome, condo and renters. */
const INSURANCE_OF: Record<LineId, string> = { auto: 'auto', home: 'home and renters' };
/** How many carriers each line's results can quote. */
const CARRIERS_OF: Record<LineId, number> = { auto: DIRECT_CARRIERS.length, home: HOME_CARRIERS.length };

/** Above the first question: the promise, and how long it takes. */
export function StartPromise({ line = 'auto' }: { line?: LineId }) {
  return (
    <div className="qf-start-promise">
      <p className="qf-start-promise__headline">
        Compare {INSURANCE_OF[line]} insurance quotes side by side and find your best rate
      </p>
      <p className="qf-start-promise__time">Takes about 5 minutes</p>
    </div>
  );
}

/** Below the first question: privacy and calls, then the trust marks. */
export function StartReassurance({ line = 'auto' }: { line?: LineId }) {
  return (
    <aside className="qf-start-trust" aria-label="About your quote">
      <p className="qf-start-trust__privacy">
        We don't sell your information. Your quotes show right here on screen: no phone call needed to see them.
      </p>
      <ul className="qf-start-trust__marks">
        <li>Compare up to {CARRIERS_OF[line]} carriers</li>
        <li>Free, no obligation</li>
        <li>Your answers are saved as you go</li>
      </ul>
    </aside>
  );
}
