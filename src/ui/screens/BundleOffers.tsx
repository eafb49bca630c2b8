import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../components/Button';
import type { ResultsMachine } from '../../machines/results/results.machine';
import type { RatecallMachine } from '../../machines/ratecall/ratecall.machine';
import { sameBundle, selectBundle } from '../../machines/results/results.selectors';
import { OfferCard } from './OfferCard';
import { type HomeBundle, homeBundleOf } from '../../domain/bundle';

// Bundling (spec 001 section 1, docs/decisions/0029): the renters quotes and ads of an auto shopper who rents and
// asked for a bundle, beside the auto results (bundleOnResultsPage) or in a pop-up the shopper can close (bundlePopUp).

export interface BundleOffersProps {
  results: ActorRefFrom<ResultsMachine>;
  /** On to the home line's quotes: the app's START_LINE (docs/decisions/0082). */
  onStartLine: (line: 'home', bundle: HomeBundle) => void;
}

export function BundleOffers({ results, onStartLine }: BundleOffersProps) {
  const view = useSelector(results, selectBundle, sameBundle);
  const bundle = useSelector(results, (s) => homeBundleOf(s.context.user));
  if (bundle === 'autoToHome') return <HomeBundleOffer onStart={() => onStartLine('home', bundle)} />;
  if (!view.display) return null;
  const popUp = view.display === 'popUp';
  return (
    <section
      className={popUp ? 'qf-bundle qf-bundle--popup' : 'qf-bundle'}
      aria-labelledby="bundle-title"
      aria-busy={view.fetching}
    >
      <h2 id="bundle-title">{view.copy.headline}</h2>
      {view.copy.body ? <p>{view.copy.body}</p> : null}
      <p role="status">
        {view.fetching
          ? 'Getting renters quotes for your bundle…'
          : view.offers.length
            ? `${view.offers.length} renters offer${view.offers.length === 1 ? '' : 's'} to bundle with your auto policy.`
            : 'No renters offers for your bundle right now.'}
      </p>
      <ol className="qf-results__list">
        {view.offers.map((offer, i) => (
          <li key={offer.key}>
            {/* A renters quote its carrier sells online continues online here, as the renters user built from the
                auto answers (decision 0088); Back returns to these results. */}
            <OfferCard
              offer={offer}
              rank={i + 1}
              onContinue={(carrierId, quoteId) => results.send({ type: 'CONTINUE_ONLINE', carrierId, quoteId })}
            />
          </li>
        ))}
      </ol>
      {!view.fetching ? (
        <Button variant="secondary" onPress={() => onStartLine('home', 'autoToRenters')}>
          {view.copy.cta}
        </Button>
      ) : null}
      {popUp && !view.fetching ? (
        <Button variant="secondary" onPress={() => results.send({ type: 'DISMISS_BUNDLE' })}>
          Close the bundle offers
        </Button>
      ) : null}
    </section>
  );
}

/** An auto shopper who owns their home and asked for a bundle: on to their home quote (/home/transition). */
function HomeBundleOffer({ onStart }: { onStart: () => void }) {
  return (
    <section className="qf-bundle" aria-labelledby="bundle-title">
      <h2 id="bundle-title">Bundle home insurance with your car</h2>
      <p>You own your home and asked about a bundle: a few questions about it give you home quotes to bundle.</p>
      <Button variant="primary" onPress={onStart}>
        Get your home quote
      </Button>
    </section>
  );
}

/**
 * After an auto purchase (purchase success), the auto shopper who rents or owns and asked for a bundle is offered the
 * renters or home quote, through the app's START_LINE bundle (docs/decisions/0085, 0088). Not after a renters
 * purchase made from the bundle itself.
 */
export function PurchaseBundleOffer({
  ratecall,
  bundle,
  onStart,
}: {
  ratecall: ActorRefFrom<RatecallMachine>;
  bundle: HomeBundle;
  onStart: () => void;
}) {
  const autoPurchased = useSelector(
    ratecall,
    (s) => s.hasTag('step:purchaseSuccess') && (s.context.online?.policyType ?? 'auto') === 'auto',
  );
  if (!autoPurchased) return null;
  const line = bundle === 'autoToRenters' ? 'renters' : 'home';
  return (
    <section className="qf-bundle" aria-labelledby="purchase-bundle-title">
      <h2 id="purchase-bundle-title">Bundle {line} insurance with your new car policy</h2>
      <p>
        You asked about a bundle: your {line} quote starts from the answers you have given, so you will not be asked
        them again.
      </p>
      <Button variant="primary" onPress={onStart}>
        Get your {line} quote
      </Button>
    </section>
  );
}
