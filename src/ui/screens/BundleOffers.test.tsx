// @vitest-environment jsdom
import '../components/jsdomPolyfills';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, createMachine } from 'xstate';
import type { RatecallMachine } from '../../machines/ratecall/ratecall.machine';
import { PurchaseBundleOffer } from './BundleOffers';

afterEach(cleanup);

/** A rate-call chart standing at one step (its tag), for a session of a policy type. */
const at = (tag: string, policyType: 'auto' | 'renters') =>
  createActor(
    createMachine({ context: { online: { policyType } }, initial: 'here', states: { here: { tags: [tag] } } }),
  ).start() as unknown as ActorRefFrom<RatecallMachine>;

describe('PurchaseBundleOffer', () => {
  it('offers the renters or home quote after an auto purchase, through the bundle it names', async () => {
    const started: string[] = [];
    const { unmount } = render(
      <PurchaseBundleOffer
        ratecall={at('step:purchaseSuccess', 'auto')}
        bundle="autoToRenters"
        onStart={() => started.push('renters')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get your renters quote' }));
    unmount();
    render(
      <PurchaseBundleOffer
        ratecall={at('step:purchaseSuccess', 'auto')}
        bundle="autoToHome"
        onStart={() => started.push('home')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get your home quote' }));
    expect(started).toEqual(['renters', 'home']);
  });

  it('offers nothing before the purchase succeeds, nor after the renters purchase the bundle itself made', () => {
    render(
      <PurchaseBundleOffer ratecall={at('step:paymentMethod', 'auto')} bundle="autoToRenters" onStart={() => {}} />,
    );
    render(
      <PurchaseBundleOffer
        ratecall={at('step:purchaseSuccess', 'renters')}
        bundle="autoToRenters"
        onStart={() => {}}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
