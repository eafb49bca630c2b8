import { describe, expect, it } from 'vitest';
import { compileFlow } from '../graph/compileFlow';
import { bindCatalogue } from './bind.catalogue';
import { AUTO_BIND_CARRIERS, BIND_STAGES, PROPERTY_BIND_CARRIERS } from './bind.types';
import { BIND_CHAIN_IDS, bindChains, chainFor } from './chains';
import type { BindChain } from './chains/blocks';
import { stepsOf } from '../graph/flowSpec';
import { BIND_STEPS, PURCHASE_SUCCESS_SLUG } from './steps';

// spec 001 section 2's post-quote steps for auto ({product} read as coverage); the landing is decision 0018's.
const SPEC_SLUGS = new Set([
  'post-quotes-landing',
  'carrier-existing-policy-confirm',
  'confirm-contact-information',
  'coverage-start-date',
  'criminal-motor-conviction',
  'driver-insurance-history',
  'driver-license-obtained-age',
  'driver-more-details',
  'driver-license-status',
  'driver-learners-permit-number',
  'drivers-license',
  'has-active-drivers-license',
  'editable-coverages',
  'editable-driver-summary-details',
  'editable-vehicle-driver-summary-details',
  'editable-vehicle-summary-details',
  'final-summary',
  'help-finalize-policy-connect-agent',
  'fast-track-reach-out',
  'interstate-commute',
  'non-auto-bundle-policies',
  'payment-info-collect',
  'payment-method',
  'vgs-collect',
  'recurring-payments',
  'review-disclosures',
  'purchase-success',
  'policy-expiration',
  'prior-insurance',
  'proceed-updated-price-connect-agent',
  'proceed-with-updated-price',
  'proof-of-residency',
  'right-track-discount-program',
  'right-track-discount-program-mobile-no',
  'SR22-more-details',
  'undisclosed-drivers-household',
  'undisclosed-drivers-active-insurance',
  'undisclosed-drivers-license-status',
  'undisclosed-drivers-reason-no-license',
  'undisclosed-drivers-error',
  'vehicle-more-details',
  'vehicle-primary-use',
  'vehicle-purchase-date',
  'vehicle-lease-details',
  'vehicle-primary-driver',
  'vehicle-vin',
  // The home and renters screens of the same list (issue 31).
  'address-confirmation',
  'new-address-confirmation',
  'previous-address-confirmation',
  'building-type',
  'discounts',
  'home-security-system',
  'home-security-provider',
  'editable-home-summary-details',
  'editable-occupant-summary-details',
  'interested-party-info-confirmation',
  'interested-party-info',
  'mortgage-information',
]);

describe('the chain registry', () => {
  it.each(BIND_CHAIN_IDS)('%s compiles against its catalogue', (id) => {
    const chain: BindChain = bindChains[id];
    const compiled = compileFlow(chain, bindCatalogue(chain.product, chain.alwaysShown));
    expect(compiled.nodes.length).toBeGreaterThan(0);
    expect(compiled.id).toBe(id);
  });

  it('every screen is a route of spec 001 section 2, and every screen is in some chain', () => {
    const used = new Set(BIND_CHAIN_IDS.flatMap((id) => stepsOf(bindChains[id] as BindChain)));
    for (const [id, def] of BIND_STEPS) {
      expect(SPEC_SLUGS.has(def.slug), `${id}: ${def.slug}`).toBe(true);
      expect(used.has(id as never), `${id} in no chain`).toBe(true);
    }
    expect(SPEC_SLUGS.has(PURCHASE_SUCCESS_SLUG)).toBe(true);
  });

  it('every bindable carrier has a pre-MVR chain; those bought online have every stage', () => {
    for (const carrier of AUTO_BIND_CARRIERS)
      for (const stage of BIND_STAGES)
        expect(chainFor('auto', carrier, stage) !== null, `${carrier} ${stage}`).toBe(
          carrier !== 'fasttrack' || stage === 'preMvr',
        );
  });

  it("the policy type is part of the key: an auto carrier selling property finds its property chain, not auto's", () => {
    expect(chainFor('auto', 'safeco', 'preMvr')).toBe('safecoPreMvr');
    for (const carrier of PROPERTY_BIND_CARRIERS) {
      expect(chainFor('home', carrier, 'preMvr')).toBe('homePreMvr');
      expect(chainFor('home', carrier, 'coverages')).toBe('homeCoverages');
      expect(chainFor('home', carrier, 'payment')).toBe('homePayment');
      // No driving-record check for property (A13): no post-MVR chain.
      expect(chainFor('home', carrier, 'postMvr')).toBe(null);
      expect(chainFor('renters', carrier, 'postMvr')).toBe(null);
    }
    // Branch writes home only.
    for (const carrier of PROPERTY_BIND_CARRIERS.filter((c) => c !== 'branch')) {
      expect(chainFor('renters', carrier, 'preMvr')).toBe('rentersPreMvr');
      expect(chainFor('renters', carrier, 'coverages')).toBe('rentersCoverages');
      expect(chainFor('renters', carrier, 'payment')).toBe('rentersPayment');
    }
    for (const stage of BIND_STAGES) expect(chainFor('renters', 'branch', stage)).toBe(null);
    // Root and the fast-track carrier sell auto only.
    expect(chainFor('home', 'root', 'preMvr')).toBe(null);
  });
});
