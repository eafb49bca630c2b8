// @vitest-environment jsdom
import '../../components/jsdomPolyfills';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { bindStepOf } from '../../../machines/bind/steps';
import { advanceTo, chainAt, ratecallAt, type StoryChain, type StoryRatecall } from '../stories/driveBind';
import { BindChainScreen } from './BindChainScreen';

// The post-quote screens against real actors: a chain from createBindMachine and the rate-call chart answered with
// the sandbox's own generated questions (server/ratecall/questions). Each test reads what the shopper sees and what
// the chain received.

afterEach(cleanup);

const VIN = '2T1BURHE0JC074321';
const nodeOf = (chain: StoryChain) => {
  const v = chain.getSnapshot().value;
  return typeof v === 'string' ? v : Object.keys(v)[0];
};
function show(chain: StoryChain, ratecall: StoryRatecall, onBack = vi.fn()) {
  render(<BindChainScreen chain={chain} ratecall={ratecall} onBack={onBack} />);
  return { user: userEvent.setup(), onBack };
}

describe('a screen of the sandbox questions (vehicle-more-details, grouped)', () => {
  const open = () => {
    const chain = chainAt('libertymutualPreMvr', 'libertymutual', 'vehicleMoreDetails', { index: 1 });
    return { chain, ...show(chain, ratecallAt('preMvr')) };
  };

  it('renders the questions the session asked for this vehicle, with the carrier defaults chosen', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tell us more about this vehicle');
    const rideShare = screen.getByRole('radiogroup', { name: /2020 Toyota Corolla used to drive for a ride-sharing/ });
    expect(within(rideShare).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    const use = screen.getByRole('radiogroup', { name: /How is the 2020 Toyota Corolla mainly used/ });
    expect(within(use).getByRole('radio', { name: 'Commute' })).toHaveProperty('checked', true);
    // Financed: the lender is asked; two drivers: the main driver is asked, by name.
    expect(screen.getByRole('textbox', { name: /Which company finances the 2020 Toyota Corolla/ })).toBeTruthy();
    const driver = screen.getByRole('radiogroup', { name: /Who drives the 2020 Toyota Corolla most/ });
    expect(within(driver).getByRole('radio', { name: 'Sam Núñez-Øberg' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /vehicle identification number/ })).toBeTruthy();
    // The other vehicle's questions are not on this screen.
    expect(screen.queryByText(/Honda CR-V/)).toBeNull();
  });

  it('shows each missing answer on its field, linked to it, focuses the first, and sends nothing', async () => {
    const { chain, user } = open();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const date = screen.getByRole('textbox', { name: /When did you buy or lease/ });
    expect(date.getAttribute('aria-invalid')).toBe('true');
    const described = (date.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('Enter a date as MM/DD/YYYY');
    expect(document.activeElement).toBe(date);
    const vin = screen.getByRole('textbox', { name: /vehicle identification number/ });
    expect(vin.getAttribute('aria-invalid')).toBe('true');
    expect(nodeOf(chain)).toBe('vehicleMoreDetails~1');
  });

  it("holds the VIN to the step's format and the date to the question's range", async () => {
    const { chain, user } = open();
    await user.type(screen.getByRole('textbox', { name: /When did you buy or lease/ }), '01012010');
    await user.type(screen.getByRole('textbox', { name: /Which company finances/ }), 'Ally Financial');
    await user.type(screen.getByRole('textbox', { name: /vehicle identification number/ }), 'IOQ12345678901234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/Enter a date from 01\/01\/2019 to/)).toBeTruthy();
    expect(screen.getByText(/letters and digits without I, O or Q/)).toBeTruthy();
    expect(nodeOf(chain)).toBe('vehicleMoreDetails~1');
  });

  it('sends the answer keyed by the question id’s last part, stored under the sandbox id', async () => {
    const { chain, user } = open();
    await user.type(screen.getByRole('textbox', { name: /When did you buy or lease/ }), '03152021');
    await user.type(screen.getByRole('textbox', { name: /Which company finances/ }), 'Ally Financial');
    await user.type(screen.getByRole('textbox', { name: /vehicle identification number/ }), VIN.toLowerCase());
    const use = screen.getByRole('radiogroup', { name: /mainly used/ });
    await user.click(within(use).getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const answers = chain.getSnapshot().context.user.answers;
    expect(answers).toMatchObject({
      'vehicle.1.vin': VIN,
      'vehicle.1.primaryUse': 'Business',
      'vehicle.1.purchaseDate': '03/15/2021',
      'vehicle.1.leaseCompanyName': 'Ally Financial',
      'vehicle.1.isRideShare': 'No',
      'vehicle.1.primaryDriverId': '1',
    });
    expect(nodeOf(chain)).toBe('vehicleMoreDetails~2');
  });
});

describe('display conditions (driver-more-details)', () => {
  it('asks for the license while the driver has one, and its status when not', async () => {
    const chain = chainAt('libertymutualPreMvr', 'libertymutual', 'driverMoreDetails', { index: 1 });
    const { user } = show(chain, ratecallAt('preMvr'));
    expect(screen.getByRole('textbox', { name: /driver’s license number/ })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: /status of your license/ })).toBeNull();
    const active = screen.getByRole('radiogroup', { name: /active US driver’s license/ });
    await user.click(within(active).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /driver’s license number/ })).toBeNull();
    const status = screen.getByRole('radiogroup', { name: /status of your license/ });
    await user.click(within(status).getByRole('radio', { name: 'Learner permit' }));
    expect(screen.getByRole('textbox', { name: /learner’s permit number/ })).toBeTruthy();
  });
});

describe("the carrier's refusals", () => {
  it('shows a refused VIN on its field until the shopper edits it', async () => {
    const ratecall = ratecallAt('answerErrors', {
      answerErrors: [
        {
          questionId: 'vehicle.1.vin',
          entity: 'vehicle',
          entityId: 1,
          code: 'INVALID_VEHICLE',
          message: `INVALID_VEHICLE: the VIN ${VIN} for vehicle 1 (2020 Toyota Corolla) is not a vin of this make`,
        },
      ],
    });
    expect(ratecall.getSnapshot().context.errors.vinError).toEqual([1]);
    const chain = chainAt('libertymutualPreMvr', 'libertymutual', 'vehicleMoreDetails', { index: 1 });
    const { user } = show(chain, ratecall);
    const vin = screen.getByRole('textbox', { name: /vehicle identification number/ });
    expect(vin.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/The VIN 2T1BURHE0JC074321 for vehicle 1 .* is not a vin of this make/)).toBeTruthy();
    await user.type(vin, 'X');
    expect(screen.queryByText(/is not a vin of this make/)).toBeNull();
  });
});

describe('undisclosed drivers', () => {
  it('names the person the driving record found, and sends the household answer', async () => {
    const chain = chainAt('libertymutualPostMvr', 'libertymutual', undefined, { undisclosed: true });
    const { user } = show(chain, ratecallAt('postMvr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Jordan Okonkwo');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose an answer')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Yes, they live in my household' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(chain.getSnapshot().context.user.undisclosed[0].householdMemberStatus).toBe('YES_PART_OF_HOUSEHOLD');
    expect(nodeOf(chain)).toBe('undisclosedDriversActiveInsurance~1');
  });

  it('the error page offers only Back and an agent, whose answer ends the chain', async () => {
    const chain = chainAt('safecoPostMvr', 'safeco', undefined, { undisclosed: true });
    const { user } = show(chain, ratecallAt('postMvr'));
    await user.click(screen.getByRole('radio', { name: 'Yes, they live in my household' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An agent needs to finish your purchase');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'Talk to an agent']);
    await user.click(screen.getByRole('button', { name: 'Talk to an agent' }));
    expect(chain.getSnapshot().status).toBe('done');
    expect(chain.getSnapshot().output?.exit).toBe('undisclosedDriversHouseholdError');
  });
});

describe('the updated price and what comes next', () => {
  it('states the old and new price and the increase in words, and needs it accepted', async () => {
    const chain = chainAt('safecoCoverages', 'safeco', undefined, { rateChanged: true });
    const { user } = show(chain, ratecallAt('coverages'));
    expect(screen.getByText('Your price went up by $49.00.')).toBeTruthy();
    expect(screen.getByText('$612.00 for 6 months')).toBeTruthy();
    expect(screen.getByText('$661.00 for 6 months')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(chain)).toBe('proceedWithUpdatedPrice~1');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the updated price of $661.00' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(chain)).toBe('editableCoverages~1');
  });
});

describe('editable coverages (against the state minimums)', () => {
  const described = (el: HTMLElement) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const optionsOf = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
    await user.click(screen.getByRole('button', { name }));
    const list = await screen.findByRole('listbox');
    const options = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await user.keyboard('{Escape}');
    return options;
  };

  it("offers each coverage's limits at or above Ohio's minimum, naming the minimum beside it", async () => {
    const chain = chainAt('libertymutualCoverages', 'libertymutual', 'editableCoverages');
    const { user } = show(chain, ratecallAt('coverages'));
    const bi = screen.getByRole('combobox', { name: /^Bodily injury liability/ }) as HTMLInputElement;
    expect(bi.value).toBe('$50,000 / $100,000');
    expect(described(bi)).toContain('OH minimum: $25,000 / $50,000');
    const biOptions = await optionsOf(user, /Bodily injury liability/);
    expect(biOptions[0]).toBe('$25,000 / $50,000');
    expect(biOptions).not.toContain('$15,000 / $30,000');
    expect(biOptions).not.toContain('$20,000 / $40,000');
    expect(described(screen.getByRole('combobox', { name: /^Property damage/ }))).toContain('OH minimum: $25,000');
    // The household's Toyota is financed: its lender requires collision, so it cannot be declined.
    expect(await optionsOf(user, /Collision deductible/)).not.toContain('No coverage');
    expect(await optionsOf(user, /Towing and labor/)).toContain('No coverage');
  });

  it('sends the limits chosen', async () => {
    const chain = chainAt('libertymutualCoverages', 'libertymutual', 'editableCoverages');
    const { user } = show(chain, ratecallAt('coverages'));
    await user.click(screen.getByRole('button', { name: /Uninsured motorist bodily injury/ }));
    await user.click(await screen.findByRole('option', { name: '$100,000 / $300,000' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(chain)).toBe('proceedUpdatedPriceConnectAgent~1');
    expect(chain.getSnapshot().context.user.coverages).toMatchObject({
      bodilyInjury: '50/100',
      uninsuredMotoristBodilyInjury: '100/300',
    });
  });

  it('shows what the rules adjusted, each change beside its coverage, for the shopper to confirm', () => {
    const chain = chainAt('libertymutualCoverages', 'libertymutual', 'editableCoverages');
    show(chain, ratecallAt('coverageAdjusted'));
    const banner = screen.getByText('We adjusted your coverages to meet the rules').closest('[role="status"]');
    expect(banner?.textContent).toContain('Review the change below: Uninsured motorist bodily injury');
    const um = screen.getByRole('combobox', { name: /^Uninsured motorist bodily injury/ });
    expect(described(um)).toContain(
      "Uninsured motorist coverage can't be higher than bodily injury: lowered to 50/100.",
    );
    // Only the adjusted coverage says so.
    expect(described(screen.getByRole('combobox', { name: /^Bodily injury liability/ }))).not.toContain('lowered');
  });
});

describe('payment', () => {
  it('offers the plans with their deposit and totals, and sends the one chosen', async () => {
    const chain = chainAt('autoPayment', 'libertymutual', 'paymentInfoCollect');
    const { user } = show(chain, ratecallAt('payment'));
    expect(screen.getByText(/\$118\.80 today, then 5 monthly payments of \$118\.80\. Total \$712\.80\./)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(chain.getSnapshot().context.user.answers['payment.paymentPlan']).toBe('monthlyPayPlan');
  });

  it('reviews the purchase before Buy policy, which sends the e-signature', async () => {
    const chain = chainAt('autoPayment', 'libertymutual', 'finalSummary');
    const { user } = show(chain, ratecallAt('payment'));
    const review = screen.getByLabelText('Your purchase');
    expect(review.textContent).toContain('Liberty Mutual');
    expect(review.textContent).toContain('2020 Toyota Corolla, 2017 Honda CR-V');
    expect(review.textContent).toContain('Visa ending in 4242');
    expect(screen.getByRole('button', { name: 'Change card' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Buy policy' }));
    expect(nodeOf(chain)).toBe('finalSummary~1');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Buy policy' }));
    expect(chain.getSnapshot().status).toBe('done');
    expect(chain.getSnapshot().context.user.answers['payment.eSignDocument']).toBe(true);
  });

  it('a declined card keeps every answer and leads back to the card', async () => {
    const chain = chainAt('autoPayment', 'libertymutual', 'finalSummary');
    const { user } = show(chain, ratecallAt('paymentError', { paymentError: 'card_declined' }));
    expect(screen.getByRole('alert').textContent).toContain(ERROR_MESSAGES.card_declined);
    const plan = chain.getSnapshot().context.user.answers['payment.paymentPlan'];
    await user.click(screen.getByRole('button', { name: 'Use another card' }));
    await act(async () => {});
    expect(nodeOf(chain)).toBe('vgsCollect~1');
    expect(chain.getSnapshot().context.user.answers['payment.paymentPlan']).toBe(plan);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enter your card');
  });
});

describe('the card, in the vault’s frame', () => {
  it('sends only the token the frame posted, and says which card was saved', async () => {
    const chain = chainAt('autoPayment', 'libertymutual', 'vgsCollect');
    const { user } = show(chain, ratecallAt('payment'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter your card in the secure form');
    expect(nodeOf(chain)).toBe('vgsCollect~1');
    const frame = document.querySelector('iframe');
    const origin = new URL(frame?.getAttribute('src') ?? '').origin;
    const token = `tok_${'b'.repeat(24)}`;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin,
          source: frame?.contentWindow,
          data: { type: 'quoteflow:card-frame:token', token, brand: 'visa', last4: '4242', expiry: '08/2030' },
        }),
      );
    });
    expect(screen.getByText('Card saved: Visa ending in 4242.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(chain.getSnapshot().context.user.answers['payment.paymentToken']).toBe(token);
    // What the review shows of the card is kept beside its token; its expiry is not.
    expect(chain.getSnapshot().context.user.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(chain.getSnapshot().context.user)).not.toContain('08/2030');
  });
});

describe('long and non-Latin input', () => {
  it.each([
    ['accented Latin', 'Crédit Agricole Financement '.repeat(20)],
    ['CJK and RTL', '丰田金融服务 شركة التمويل '.repeat(30)],
  ])('a lender name in %s is cut to the field’s length and kept as typed', async (_kind, typed) => {
    const chain = chainAt('libertymutualPreMvr', 'libertymutual', 'vehicleMoreDetails', { index: 1 });
    const { user } = show(chain, ratecallAt('preMvr'));
    const lender = screen.getByRole('textbox', { name: /Which company finances/ }) as HTMLInputElement;
    await user.click(lender);
    await user.paste(typed);
    expect(lender.value.length).toBeLessThanOrEqual(120);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The screen's other questions are still to answer; the lender's name itself is taken.
    expect(screen.queryByText('Use letters, digits and common punctuation')).toBeNull();
    expect(lender.getAttribute('aria-invalid')).not.toBe('true');
    expect(lender.value).toBe(typed.slice(0, lender.value.length));
  });

  it('a lender name with an emoji is refused with a clear message', async () => {
    const chain = chainAt('libertymutualPreMvr', 'libertymutual', 'vehicleMoreDetails', { index: 1 });
    const { user } = show(chain, ratecallAt('preMvr'));
    await user.click(screen.getByRole('textbox', { name: /Which company finances/ }));
    await user.paste('Crédit Agricole 🚗');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Use letters, digits and common punctuation')).toBeTruthy();
    expect(chain.getSnapshot().context.user.answers['vehicle.1.leaseCompanyName']).toBeUndefined();
  });
});

describe('confirm contact information', () => {
  it('shows where the documents go before the confirmation', () => {
    const chain = chainAt('libertymutualPreMvr', 'libertymutual', 'confirmContactInformation');
    const ratecall = ratecallAt('preMvr');
    show(chain, ratecall);
    const { email, phoneNumber } = ratecall.getSnapshot().context.user.contact;
    const details = screen.getByLabelText('Your contact information');
    expect(email).toBeTruthy();
    expect(details.textContent).toContain(email);
    // A phone never asked is not there to confirm.
    expect(phoneNumber).toBeFalsy();
    expect(details.textContent).not.toContain('Phone');
    expect(screen.getByRole('checkbox', { name: /contact information above correct/ })).toBeTruthy();
  });
});

describe('summaries', () => {
  it('lists each vehicle with an Edit back to its screen, answers kept, and needs the list confirmed', async () => {
    const chain = chainAt('libertymutualPreMvr', 'libertymutual', 'vehicleMoreDetails', { index: 2 });
    chain.send({ type: 'SUBMIT', answer: { vin: VIN, isRideShare: 'Yes', isVehicleDeliveryUsage: 'No' } });
    expect(nodeOf(chain)).toBe('vehicleSummary~1');
    const { user } = show(chain, ratecallAt('preMvr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Are these your vehicles?');
    const list = screen.getByRole('list', { name: 'Your vehicles' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('2020 Toyota Corolla'), expect.stringContaining('2017 Honda CR-V')]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Check the box to confirm')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'Yes, these are all the vehicles to insure' }),
    );
    expect(within(list).getAllByRole('listitem')[1].textContent).toContain(`VIN ${VIN}`);
    await user.click(screen.getByRole('button', { name: 'Edit 2017 Honda CR-V' }));
    expect(nodeOf(chain)).toBe('vehicleMoreDetails~2');
    expect((screen.getByRole('textbox', { name: /vehicle identification number/ }) as HTMLInputElement).value).toBe(
      VIN,
    );
    const rideShare = screen.getByRole('radiogroup', { name: /ride-sharing/ });
    expect(within(rideShare).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
  });

  it("Back on a chain's first screen leaves the chain through the caller", async () => {
    const chain = chainAt('libertymutualPreMvr', 'libertymutual');
    const { user, onBack } = show(chain, ratecallAt('preMvr'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(nodeOf(chain)).toBe('postQuotesLanding~1');
  });
});

describe('review disclosures', () => {
  it("asks each of the carrier's disclosures and sends them accepted under their ids", async () => {
    const chain = chainAt('autoPayment', 'libertymutual', 'reviewDisclosures');
    const { user } = show(chain, ratecallAt('payment'));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    await user.click(boxes[0]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Check the box to confirm')).toHaveLength(3);
    expect(document.activeElement).toBe(boxes[1]);
    for (const box of boxes.slice(1)) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(chain)).toBe('finalSummary~1');
    const answers = chain.getSnapshot().context.user.answers;
    expect(Object.keys(answers).filter((id) => id.startsWith('payment.disclosure.'))).toEqual([
      'payment.disclosure.applicationStatements',
      'payment.disclosure.uninsuredMotoristSelection',
      'payment.disclosure.electronicDocuments',
      'payment.disclosure.cancellationTerms',
    ]);
  });

  it('keeps a card entered before when the shopper comes back to it, until a payment is refused', async () => {
    const chain = chainAt('autoPayment', 'libertymutual', 'reviewDisclosures');
    const { user } = show(chain, ratecallAt('payment'));
    chain.send({ type: 'BACK' });
    await act(async () => {});
    expect(screen.getByText('Card saved: Visa ending in 4242.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(chain)).not.toBe('vgsCollect~1');
  });
});

describe('the fast-track carrier', () => {
  it('asks how and when its agent reaches the shopper, and sends both', async () => {
    const chain = chainAt('fasttrackPreMvr', 'fasttrack', 'helpFinalizePolicyConnectAgent');
    const { user } = show(chain, ratecallAt('preMvr', { carrier: 'fasttrack' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'How should a FastTrack Insurance Agency agent reach you to finalize your policy?',
    );
    expect(screen.getByText(/A licensed FastTrack Insurance Agency agent will contact you/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(chain)).toBe('fastTrackReachOut~1');
    await user.click(screen.getByRole('radio', { name: 'Evening (5pm-8pm)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(chain.getSnapshot().status).toBe('done');
    expect(chain.getSnapshot().context.user.answers).toMatchObject({
      'policy.preferredContactMethod': 'Text message',
      'policy.reachOutTime': 'Evening (5pm-8pm)',
    });
  });
});

describe('the fast-track reach-out and the agency hours (agencyOperatingHours, calendlyAvailability)', () => {
  const open = (rules: { agentsOpen: boolean; callBookable: boolean }) =>
    show(
      chainAt('fasttrackPreMvr', 'fasttrack', 'fastTrackReachOut'),
      ratecallAt('preMvr', { carrier: 'fasttrack', rules }),
    );

  it('agents on the phones and a call bookable: says so, and offers as soon as possible', () => {
    open({ agentsOpen: true, callBookable: true });
    const facts = screen.getByLabelText('When an agent can reach you');
    expect(within(facts).getByText('Our licensed agents are available now.')).toBeTruthy();
    expect(within(facts).getByText('You can book a call for a time that suits you.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeTruthy();
  });

  it('outside operating hours: no "As soon as possible" promise, the windows still offered', async () => {
    const { user } = open({ agentsOpen: false, callBookable: false });
    expect(screen.getByText(/Our licensed agents are away right now/)).toBeTruthy();
    expect(screen.getByText(/Booking a call isn’t available at this hour/)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'As soon as possible' })).toBeNull();
    const chain = chainAt('fasttrackPreMvr', 'fasttrack', 'fastTrackReachOut');
    cleanup();
    show(chain, ratecallAt('preMvr', { carrier: 'fasttrack', rules: { agentsOpen: false, callBookable: true } }));
    expect(screen.getByText('You can book a call for a time that suits you.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Morning (9am-12pm)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(chain.getSnapshot().context.user.answers['policy.reachOutTime']).toBe('Morning (9am-12pm)');
  });
});

describe('drivers the carrier found unassigned (assignedDriverError)', () => {
  const ratecall = () =>
    ratecallAt('answerErrors', {
      answerErrors: [
        {
          questionId: 'vehicle.1.primaryDriverId',
          entity: 'driver',
          entityId: 2,
          code: 'ASSIGNED_DRIVER',
          message: 'All drivers must be assigned as a primary driver for at least one vehicle',
        },
      ],
    });

  it('shows on the main-driver field it names, with the driver’s name', () => {
    const r = ratecall();
    expect(r.getSnapshot().context.errors.assignedDriverError).toEqual([2]);
    show(chainAt('libertymutualPreMvr', 'libertymutual', 'vehicleMoreDetails', { index: 1 }), r);
    const group = screen.getByRole('radiogroup', { name: /Who drives the 2020 Toyota Corolla most/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.textContent).toContain('Not yet assigned: Sam Núñez-Øberg');
  });

  it('is stated above the vehicle-driver summary', () => {
    show(chainAt('libertymutualPreMvr', 'libertymutual', 'vehicleDriverSummary'), ratecall());
    expect(screen.getByRole('alert').textContent).toContain('Not yet assigned: Sam Núñez-Øberg');
  });

  it('names no one on the summary once the shopper made that driver a main driver', () => {
    const chain = chainAt('libertymutualPreMvr', 'libertymutual', 'vehicleMoreDetails', { index: 2 });
    const [details] = bindStepOf('vehicleMoreDetails').examples as Record<string, string>[];
    chain.send({ type: 'SUBMIT', answer: { ...details, primaryDriverId: '2' } });
    show(advanceTo(chain, 'vehicleDriverSummary'), ratecall());
    const list = screen.getByRole('list', { name: 'Who drives each vehicle' });
    expect(within(list).getAllByRole('listitem')[1].textContent).toContain('Main driver: Sam Núñez-Øberg');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Not yet assigned/)).toBeNull();
  });
});
