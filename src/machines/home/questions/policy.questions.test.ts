import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { PropertyUser } from '../../../contract/property';
import type { FlowContext } from '../../graph/flowSetup';
import { initialPropertyUser } from '../initialUser';
import { policyOf, policyTypeOf, setPolicyType } from './policyKind';
import { transition } from './policy.questions';

// The transition page (spec 000 section 2, /home/transition): own or rent, for a shopper who may come with the policy
// type known (a URL policyType, an auto bundle).

const shopper = (change: (u: import('immer').Draft<PropertyUser>) => void = () => {}) =>
  produce(initialPropertyUser(), change);
const at = (user: PropertyUser) => ({ user }) as FlowContext<PropertyUser, never>;

describe('the transition page', () => {
  it("names the renter's quote a renters quote, and says 'too' only beside an auto bundle's auto quote", () => {
    const renter = shopper((u) => setPolicyType(u, 'Renters'));
    const bundled = (u: PropertyUser) =>
      produce(u, (d) => {
        policyOf(d).isAutoBundle = true;
      });
    expect(transition.title(at(shopper()), 1)).toBe("Let's quote your home");
    expect(transition.title(at(renter), 1)).toBe("Let's quote your renters insurance");
    expect(transition.title(at(bundled(shopper())), 1)).toBe("Let's quote your home too");
    expect(transition.title(at(bundled(renter)), 1)).toBe("Let's quote your renters insurance too");
    expect(transition.subtitle?.(at(renter), 1)).toMatch(/^Bundling renters and auto/);
  });

  it("keeps an owner's Townhome or Condo on 'I own my home', and changes only between owning and renting", () => {
    const answer = (u: PropertyUser, a: 'Home' | 'Renters') => produce(u, (d) => transition.write?.(d, a, 1));
    for (const type of ['Condo', 'Townhome', 'Home'] as const) {
      const owner = shopper((u) => setPolicyType(u, type));
      expect(transition.read(owner, 1)).toBe('Home');
      expect(policyTypeOf(answer(owner, 'Home'))).toBe(type);
      const renter = answer(owner, 'Renters');
      expect(policyTypeOf(renter)).toBe('Renters');
      expect(policyTypeOf(answer(renter, 'Renters'))).toBe('Renters');
      expect(policyTypeOf(answer(renter, 'Home'))).toBe('Home');
    }
  });
});
