import { expect, type Page } from '@playwright/test';
import { PartnerEligibility, type RuleOutcome } from '../../src/contract/rules';
import { expectNoAxeViolations } from './axe';
import { h1 } from './savedShopper';

// A home or renters shopper's walk in the browser: a screen answered as a shopper would (axe-scanned first), and
// where the results land, as the sandbox's rules decide it (spec 001 section 2, the home clickwall): the walk reads
// the page's own rules batch as the sandbox answered it, then holds the screen to it.

/** Picks a radio by its label; the whole option card is the label, and a first pick may land on a swapped render. */
export async function pick(page: Page, label: string | RegExp) {
  const radio = page.getByRole('radio', { name: label, exact: typeof label === 'string' });
  await expect(async () => {
    await radio.check({ force: true, timeout: 2_000 });
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass();
}

/** Waits for the screen a heading names, scans it, answers it and presses Continue. */
export async function step(page: Page, title: string | RegExp, answer: () => Promise<void> = async () => {}) {
  await expect(h1(page)).toHaveText(title);
  await expectNoAxeViolations(page, String(title));
  await answer();
  await page.getByRole('button', { name: 'Continue' }).click();
}

type Outcomes = Record<string, RuleOutcome>;

/**
 * The sandbox's answer to the home clickwall's rules batch (the one asking lemonadeDirectHome). Call it before the
 * intake's last Continue: it listens from then on.
 */
export async function homeClickwallRules(page: Page): Promise<Outcomes> {
  const res = await page.waitForResponse(
    (r) => r.url().endsWith('/api/rules-engine/evaluate') && /"lemonadeDirectHome"/.test(r.request().postData() ?? ''),
    { timeout: 60_000 },
  );
  return ((await res.json()) as { results: Outcomes }).results;
}

const decided = (rules: Outcomes, name: string) => (rules[name] && !rules[name].isDefault ? rules[name].value : null);

/**
 * The settled results of a `policy` shopper ("renters", "home", "condo"...), as the rules say: /home/quotes (the
 * quote cards the partners answered, and ads) when the agency, the partner or Lemonade direct is eligible, else
 * /home/results with ads alone; never Evertree's page for these walks (none is a mobile home in Evertree's footprint:
 * homeEvertree.spec.ts is). Axe-scanned; gives the page and the number of quote cards.
 */
export async function expectHomeResults(page: Page, rules: Outcomes, policy: string) {
  const renters = policy === 'renters';
  const evertree = PartnerEligibility.safeParse(decided(rules, 'partnerQuotesAdsEligibility')).data?.evertree;
  expect(evertree === true && !renters, 'the walk is not of an Evertree shopper').toBe(false);
  const partnerRule = renters ? 'rentersPartnerQuotesEligibility' : 'homePartnerQuotesEligibility';
  const quotes = ['flowAgenciesEligibility', partnerRule, 'lemonadeDirectHome'].some((r) => decided(rules, r) === true);

  await expect(page).toHaveURL(quotes ? /#\/home\/quotes$/ : /#\/home\/results$/, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /partner/ })).toHaveText('Every partner has answered.', {
    timeout: 30_000,
  });
  const quoteCards = page.getByRole('region', { name: 'Quotes', exact: true }).getByRole('article');
  const adCards = page.getByRole('region', { name: 'Sponsored offers', exact: true }).getByRole('article');
  await expect(adCards.first()).toBeVisible();
  if (quotes) {
    // The partners' answers settle how many cards there are: the heading counts them, or says offers for none.
    const n = await quoteCards.count();
    await expect(h1(page)).toHaveText(
      n ? `Your ${n} ${policy} insurance quote${n === 1 ? '' : 's'}` : `Your ${policy} insurance offers`,
    );
  } else {
    await expect(quoteCards).toHaveCount(0);
    await expect(h1(page)).toHaveText(`Your ${policy} insurance offers`);
  }
  await expect(h1(page)).toBeFocused();
  await expectNoAxeViolations(page, `${policy} results`);
  return { page: quotes ? ('quotes' as const) : ('results' as const), quotes: await quoteCards.count() };
}
