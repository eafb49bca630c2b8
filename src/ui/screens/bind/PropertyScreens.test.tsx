// @vitest-environment jsdom
import '../../components/jsdomPolyfills';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BindChainId } from '../../../machines/bind/chains';
import { propertyCoverageLimits } from '../../../domain/propertyCoverageLimits';
import type { StoryChain, StoryRatecall } from '../stories/driveBind';
import {
  type PropertyCarrier,
  type PropertyStage,
  type PropertyType,
  propertyChainAt,
  propertyRatecallAt,
} from '../stories/drivePropertyBind';
import { BindChainScreen } from './BindChainScreen';
import { propertyAmountMessage } from './propertyScreens';
import { PurchaseSuccessScreen } from './PurchaseSuccessScreen';

// The home and renters post-quote screens against real actors (issue 31): a property chain from createBindMachine and
// the rate-call chart answered with the sandbox's own home and renters questions. Each test reads what the shopper
// sees (by role and accessible name) and what the chain received.

afterEach(cleanup);

const nodeOf = (chain: StoryChain) => {
  const v = chain.getSnapshot().value;
  return typeof v === 'string' ? v : Object.keys(v)[0];
};
const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function open(
  chainId: BindChainId,
  policyType: PropertyType,
  stage: PropertyStage,
  step: string,
  opts: { carrier?: PropertyCarrier; answers?: Record<string, unknown> } = {},
) {
  const chain = propertyChainAt(chainId, policyType, step, opts);
  const ratecall = propertyRatecallAt(policyType, stage, { carrier: opts.carrier });
  render(<BindChainScreen chain={chain} ratecall={ratecall} onBack={vi.fn()} />);
  return { chain, ratecall, user: userEvent.setup() };
}

async function optionsOf(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  const list = await screen.findByRole('listbox');
  const options = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return options;
}

describe('the landing of a home or renters purchase', () => {
  it('names the policy, the carrier and the price, and lists the steps of a property purchase', () => {
    open('rentersPreMvr', 'renters', 'preMvr', 'postQuotesLanding');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buy your Lemonade renters policy online');
    expect(screen.getByText(/Your price: \$168\.00 for 12 months\./)).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps[0]).toMatch(/Confirm the address you rent/);
    expect(steps.join(' ')).not.toMatch(/driving record|vehicles/i);
  });
});

describe('editable-coverages, home and renters variants (A11)', () => {
  it("offers Lemonade's home deductibles up to $2,500, and another carrier's up to $5,000", async () => {
    const { user } = open('homeCoverages', 'home', 'coverages', 'editableCoverages');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review your home coverages');
    const lemonade = await optionsOf(user, /suggestions Deductible$/);
    expect(lemonade).toEqual(['$250', '$500', '$1,000', '$1,500', '$2,000', '$2,500']);
    cleanup();
    const other = open('homeCoverages', 'home', 'coverages', 'editableCoverages', { carrier: 'safeco' });
    expect(await optionsOf(other.user, /suggestions Deductible$/)).toContain('$5,000');
  });

  it("caps Branch's personal liability at $500,000 where the market writes $1,000,000", async () => {
    const branch = open('homeCoverages', 'home', 'coverages', 'editableCoverages', { carrier: 'branch' });
    const capped = await optionsOf(branch.user, /suggestions Personal liability$/);
    expect(capped).toEqual(['$100,000', '$200,000', '$300,000', '$500,000']);
    cleanup();
    const lemonade = open('homeCoverages', 'home', 'coverages', 'editableCoverages');
    expect((await optionsOf(lemonade.user, /suggestions Personal liability$/)).at(-1)).toBe('$1,000,000');
  });

  it('shows the quoted price beside the re-rated one, and the dwelling the carrier set as a fact', () => {
    open('homeCoverages', 'home', 'coverages', 'editableCoverages');
    expect(screen.getByText('Your price went up by $77.00.')).toBeTruthy();
    const facts = screen.getByLabelText('Lemonade sets these from your home’s details:');
    expect(within(facts).getByText('Dwelling').nextElementSibling?.textContent).toBe('$350,000');
  });

  it('asks a range as a labelled dollar amount, says the range, and refuses one outside it with a clear message', async () => {
    const { chain, user } = open('rentersCoverages', 'renters', 'coverages', 'editableCoverages');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review your renters coverages');
    // Renters have no dwelling lines; the deductible is the all-perils one.
    expect(screen.queryByText(/Dwelling|Other structures/)).toBeNull();
    expect(screen.getByRole('button', { name: /suggestions All-perils deductible$/ })).toBeTruthy();
    const contents = screen.getByRole('textbox', { name: 'Personal property' }) as HTMLInputElement;
    expect(contents.value).toBe('30000');
    expect(contents.getAttribute('inputmode')).toBe('numeric');
    expect(described(contents)).toContain('Lemonade writes from $5,000 to $1,000,000, in whole dollars.');
    await user.clear(contents);
    await user.type(contents, '4999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(contents.getAttribute('aria-invalid')).toBe('true');
    expect(described(contents)).toContain('Enter an amount from $5,000 to $1,000,000');
    expect(document.activeElement).toBe(contents);
    expect(nodeOf(chain)).toBe('editableCoverages~1');
    // Only digits are taken, whatever is typed or pasted: full-width digits, letters, emoji and RTL text drop out.
    await user.clear(contents);
    await user.type(contents, '５万$٥ 😀ב50,000');
    expect(contents.value).toBe('50000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(chain)).not.toBe('editableCoverages~1');
    expect(chain.getSnapshot().context.user.coverages).toEqual({
      deductible: '1000',
      personalLiability: '100000',
      medicalPayments: '1000',
      personalProperty: '50000',
      lossOfUse: '9000',
    });
  });

  it('sends only the coverages the carrier edits: an optional range left empty is not sent', async () => {
    const { chain, user } = open('homeCoverages', 'home', 'coverages', 'editableCoverages');
    const replacement = screen.getByRole('textbox', { name: 'Replacement cost of the home (optional)' });
    expect((replacement as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: /suggestions Deductible$/ }));
    await user.click(await screen.findByRole('option', { name: '$2,500' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const sent = chain.getSnapshot().context.user.coverages;
    expect(sent).toEqual({
      deductible: '2500',
      personalLiability: '300000',
      medicalPayments: '1000',
      personalProperty: '175000',
      otherStructures: '35000',
    });
    // Each amount sent is one the carrier writes.
    const limits = propertyCoverageLimits('home', 'lemonade');
    for (const [k, v] of Object.entries(sent))
      expect(propertyAmountMessage(limits[k as keyof typeof limits], v, 'Lemonade')).toBeNull();
    // Back on the screen: the choice is kept, replacement cost still optional, the dwelling still the carrier's.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(nodeOf(chain)).toBe('editableCoverages~1');
    expect((screen.getByRole('combobox', { name: /^Deductible/ }) as HTMLInputElement).value).toBe('$2,500');
    expect(screen.getByRole('textbox', { name: 'Replacement cost of the home (optional)' })).toBeTruthy();
    expect(screen.getByText('Dwelling').nextElementSibling?.textContent).toBe('$350,000');
  });

  it('words what is wrong with an amount for a range and for a list', () => {
    const range = { min: 5_000, max: 1_000_000 };
    expect(propertyAmountMessage(range, '', 'Lemonade')).toBe('Enter an amount from $5,000 to $1,000,000');
    expect(propertyAmountMessage(range, '1000001', 'Lemonade')).toBe('Enter an amount from $5,000 to $1,000,000');
    expect(propertyAmountMessage(range, '9'.repeat(5000), 'Lemonade')).toBe(
      'Enter a whole dollar amount from $5,000 to $1,000,000',
    );
    expect(propertyAmountMessage(range, '$250,000', 'Lemonade')).toBeNull();
    expect(propertyAmountMessage([250, 500], '5000', 'Lemonade')).toBe(
      'Lemonade doesn’t write $5,000: choose one of $250, $500',
    );
  });
});

describe('the home and occupant summaries', () => {
  it("lists the home's facts from the intake with the building type answered, then asks to confirm them", async () => {
    const { chain, user } = open('homePreMvr', 'home', 'preMvr', 'homeSummary');
    const list = screen.getByRole('list', { name: 'Your home' });
    const text = list.textContent ?? '';
    for (const fact of ['1200 Lakeview Ave Unit 4, Columbus, OH 43215', '1998', '1,800 sq ft', 'Asphalt shingle'])
      expect(text).toContain(fact);
    expect(within(list).getByRole('button', { name: 'Edit Building type' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(chain)).toBe('homeSummary~1');
    await user.click(screen.getByRole('checkbox', { name: 'Yes, these details about my home are correct' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(chain.getSnapshot().context.user.answers['policy.homeSummaryConfirmed']).toBe(true);
  });

  it('lists everyone who lives there by name and birth date', () => {
    open('rentersPreMvr', 'renters', 'preMvr', 'occupantSummary');
    const people = within(screen.getByRole('list', { name: 'Who lives in the home' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(people).toEqual(['Avery Núñez-ØbergBorn 04/12/1986', '李 小龍Born 11/27/1990']);
  });

  it("confirms a property shopper's contact from the intake", () => {
    open('homePreMvr', 'home', 'preMvr', 'confirmContactInformation');
    const contact = screen.getByLabelText('Your contact information');
    expect(contact.textContent).toBe('Emailavery.nunez-oberg.household@example.com');
  });
});

describe('payment of a home or renters policy (A10, A12)', () => {
  it('mortgage information says the lender is billed and nothing is charged today, then asks the lender', () => {
    open('homePayment', 'home', 'payment', 'mortgageInformation', {
      answers: { paymentMethod: { paymentMethod: 'escrow' } },
    });
    expect(screen.getByText(/billed the full yearly premium of \$1,361\.00\. Nothing is charged today\./)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Who is your mortgage lender?' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'What is your mortgage loan number?' })).toBeTruthy();
  });

  it('the home escrow review says the lender is billed, $0.00 today, and has no card or plan line', () => {
    open('homePayment', 'home', 'payment', 'finalSummary', {
      answers: {
        paymentMethod: { paymentMethod: 'escrow' },
        mortgageInformation: { mortgageLender: 'Huntington Bank', loanNumber: 'L-2291-0042' },
      },
    });
    const review = screen.getByLabelText('Your purchase');
    const text = review.textContent ?? '';
    expect(text).toContain('Billed to your mortgage lender, $0.00 today');
    expect(text).not.toMatch(/Card|Payment plan/);
    expect(text).toContain('Insured home1200 Lakeview Ave Unit 4, Columbus, OH 43215');
    expect(text).toContain('Dwelling: $350,000');
    // Escrow needs no card authorisation: only the e-signature is asked.
    expect(screen.queryByRole('checkbox', { name: /charge today’s payment to my card/ })).toBeNull();
  });

  it("the renters review lists the rented home's address, its coverages and today's charge by card", () => {
    open('rentersPayment', 'renters', 'payment', 'finalSummary', {
      answers: { vgsCollect: { paymentToken: 'tok_story_4242', brand: 'visa', last4: '4242' } },
    });
    const review = screen.getByLabelText('Your purchase');
    const terms = [...review.querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms).toEqual([
      'Insurance company',
      'Price',
      'Payment plan',
      'Charged today',
      'Card',
      'Rented home',
      'Coverages',
    ]);
    const value = (term: string) =>
      [...review.querySelectorAll('dt')].find((d) => d.textContent === term)?.nextElementSibling?.textContent;
    expect(value('Charged today')).toBe('$178.00');
    expect(value('Card')).toMatch(/^Visa ending in 4242/);
    expect(value('Rented home')).toBe('1200 Lakeview Ave Unit 4, Columbus, OH 43215');
    expect(value('Coverages')).toContain('Personal property: $30,000');
    expect(value('Coverages')).toContain('All-perils deductible: $1,000');
    expect(value('Coverages')).not.toMatch(/Dwelling|Other structures/);
    expect(review.textContent).not.toMatch(/Vehicles|Drivers|mortgage/);
  });
});

describe('purchase success of a home or renters policy', () => {
  const actions = () => [...document.querySelectorAll('form')].map((f) => f.getAttribute('action')?.split('/').at(-1));

  it.each([
    ['home', true],
    ['renters', false],
  ] as const)(
    '%s: the declarations and evidence of insurance, the insured address, no vehicles',
    (policyType, escrow) => {
      const ratecall: StoryRatecall = propertyRatecallAt(policyType, 'purchased', { escrow });
      render(<PurchaseSuccessScreen ratecall={ratecall} />);
      expect(actions()).toEqual(['declarations', 'evidence-of-insurance']);
      expect(screen.getByRole('button', { name: /Your evidence of insurance/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /ID card/ })).toBeNull();
      expect(screen.getByText('1200 Lakeview Ave Unit 4, Columbus, OH 43215')).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/vehicle/i);
      if (escrow) {
        expect(screen.getByText('Billed to your mortgage lender')).toBeTruthy();
        expect(screen.queryByText(/ending in 4242/)).toBeNull();
      } else expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
    },
  );
});
