import { Button } from '../components/Button';

// The home-to-auto bundle (spec 001 section 7: bundleOnResultsPage, bundlePopUp; docs/decisions/0085): a home or
// renters shopper who asked to bundle with auto is offered an auto quote on the results, their home answers carried
// over into the auto questions (shown answered, not asked again: WCAG 3.3.7). A card on the page, or a pop-up card
// raised above the quotes that the shopper can close; neither takes the focus.

export interface AutoBundleOfferProps {
  /** "home", "condo", "renters"...: the policy the shopper is getting quotes for. */
  policy: string;
  display: 'page' | 'popUp';
  onStart: () => void;
  /** Closes the pop-up. */
  onDismiss: () => void;
}

export function AutoBundleOffer({ policy, display, onStart, onDismiss }: AutoBundleOfferProps) {
  const popUp = display === 'popUp';
  return (
    <section className={popUp ? 'qf-bundle qf-bundle--popup' : 'qf-bundle'} aria-labelledby="auto-bundle-title">
      <h2 id="auto-bundle-title">Bundle auto insurance with your {policy} policy</h2>
      <p>
        You asked about a bundle. Your ZIP code, address, name, birth date and email come with you: the auto questions
        show them already answered.
      </p>
      <Button variant="primary" onPress={onStart}>
        Get your auto quote
      </Button>
      {popUp ? (
        <Button variant="secondary" onPress={onDismiss}>
          Close the bundle offer
        </Button>
      ) : null}
    </section>
  );
}
