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

  it('the policy type is part of the key: an auto carrier selling property finds no auto chain for it', () => {
    expect(chainFor('auto', 'safeco', 'preMvr')).toBe('safecoPreMvr');
    // No home or renters chain is registered yet (issue 31 WP3): nothing is found, rather than auto's.
    for (const policyType of ['home', 'renters'] as const)
      for (const carrier of PROPERTY_BIND_CARRIERS)
        for (const stage of BIND_STAGES)
          expect(chainFor(policyType, carrier, stage), `${policyType} ${carrier}`).toBe(null);
  });
});
