import type { DoneActorEvent } from 'xstate';
import type { ErrorCode } from '../../domain/errors';
import { policyTypeOfShopper } from '../bind/bind.types';
import {
  type AdFetch,
  adFetchStates,
  answeredKey,
  carrierQuotesRegion,
  errorPageState,
  resultsPhoneRegion,
  saveFailurePages,
  saveUserState,
} from '../results/chartParts';
import type { ResultsErrorKind } from '../results/results.types';
import { clickwallHandoffRegion } from '../results/handoffParts';
import { homeResultsSetup as s, homeRulesFacts, initialHomeContext } from './homeResults.setup';
import type { HomeAdsInput, HomeResultsContext } from './homeResults.types';

// The home line's results (spec 001 sections 2, 4 and 7; docs/decisions/0082) for a home, townhome, condo or renters
// shopper. The `flow` region: save the user, the rules of the home clickwall, then one of three ways (spec 001
// section 2): no agency or partner eligibility, ads alone on /home/results; Evertree eligibility, its quote page (or
// evertree_error without an Evertree id); otherwise quotes (one call per partner, each card as it answers) and ads at
// once on /home/quotes, where the shopper is exported to the CRM. The `phone` region: the results phone number.

export type { HomeResultsContext, HomeResultsInput } from './homeResults.types';

const errorPage = (description: string, tag: string, kind: ResultsErrorKind, code: ErrorCode) =>
  s.createStateConfig(errorPageState(description, tag, kind, code));

/** The home ads: POST /home/ads with its retries (spec 001 sections 4 and 9), no fallback exchange. */
const homeAds: AdFetch<'fetchHomeAds', HomeResultsContext, HomeAdsInput, 'NO_ADS'> = {
  src: 'fetchHomeAds',
  id: 'homeAds',
  call: 'POST /home/ads',
  input: ({ context }) => ({
    user: context.user,
    ...(context.rules.adPlacement ? { placementId: context.rules.adPlacement } : {}),
  }),
  afterLast: 'NO_ADS',
};
const homeAdsStates = (description: string) =>
  s.createStateConfig(adFetchStates(homeAds, description, ['adsInProgress']));

type RulesDone = { event: DoneActorEvent<import('./homeResults.types').HomeRules> };
const rulesOf = ({ event }: RulesDone) => ({ rules: event.output });

export const homeResultsMachine = s.createMachine({
  id: 'homeResults',
  context: ({ input }) => initialHomeContext(input),
  type: 'parallel',
  states: {
    flow: {
      initial: 'SAVE_USER',
      states: {
        SAVE_USER: saveUserState('DECIDE', ['state:loading', 'step:homeQuotes'], []),
        DECIDE: {
          description:
            'The home clickwall rules in one batch: flowAgenciesEligibility, homePartnerQuotesEligibility (or rentersPartnerQuotesEligibility), lemonadeDirectHome, partnerQuotesAdsEligibility (evertree), bundleOnResultsPage, bundlePopUp, iPAHomeMAAdsPlacements (defaults when a rule fails).',
          tags: ['state:loading', 'step:homeQuotes'],
          invoke: {
            src: 'decideHomeResults',
            id: 'decideHomeResults',
            input: ({ context }) => homeRulesFacts(context),
            onDone: [
              {
                guard: { type: 'noEligibility', params: rulesOf },
                target: 'FETCH_ADS_ONLY',
                actions: [{ type: 'storeRules', params: rulesOf }],
              },
              {
                guard: { type: 'evertreeEligible', params: rulesOf },
                target: 'EVERTREE',
                actions: [{ type: 'storeRules', params: rulesOf }],
              },
              { target: 'FETCH_QUOTES_AND_ADS', actions: [{ type: 'storeRules', params: rulesOf }] },
            ],
            // The actor takes a failed rule at its default and does not reject; were it to throw all the same, every
            // rule keeps its default (no eligibility): the ads alone, never the loader forever.
            onError: { target: 'FETCH_ADS_ONLY' },
          },
        },
        EVERTREE: {
          description: "Evertree eligibility: POST /home/quotes asking Evertree alone, whose answer is Evertree's id.",
          tags: ['state:loading', 'step:homeQuotes'],
          entry: ['quotesInProgress'],
          invoke: {
            src: 'askEvertree',
            id: 'askEvertree',
            input: ({ context }) => ({ user: context.user, carrierId: 'evertree' }),
            onDone: [
              {
                guard: { type: 'evertreeIdReturned', params: ({ event }) => ({ quotes: event.output }) },
                target: 'EVERTREE_REDIRECT',
                actions: [
                  'quotesCompleted',
                  { type: 'storeRedirect', params: ({ event }) => ({ quotes: event.output }) },
                ],
              },
              { target: 'EVERTREE_ERROR', actions: ['quotesCompleted'] },
            ],
            onError: { target: 'EVERTREE_ERROR', actions: ['quotesCompleted'] },
          },
        },
        EVERTREE_REDIRECT: {
          description: "Evertree's external quote page: the browser leaves for it.",
          tags: ['step:evertreeRedirect'],
          invoke: {
            src: 'leaveForEvertree',
            id: 'leaveForEvertree',
            input: ({ context }) => ({ url: context.redirect! }),
          },
        },
        FETCH_QUOTES_AND_ADS: {
          description:
            'The clickwall, /home/quotes: one quote call per partner (each card as it answers) and the ads at once; the shopper is exported to the CRM. A failed partner still ends on the clickwall.',
          tags: ['step:homeQuotes', 'state:fetching'],
          type: 'parallel',
          entry: ['atClickwall'],
          exit: ['stopPartners'],
          states: {
            quotes: carrierQuotesRegion('askPartners', 'storePartnerQuotes'),
            ads: homeAdsStates('The ads, alongside the quotes.'),
          },
          // An opted-out shopper was asked for no ad: the clickwall shows the quotes they have, never an ads error (P23).
          onDone: [
            { guard: 'optedOut', target: 'QUOTES' },
            { guard: 'hasOffers', target: 'QUOTES' },
            { target: 'NO_ADS_ERROR' },
          ],
        },
        FETCH_ADS_ONLY: {
          ...homeAdsStates('No agency or partner eligibility: ads alone, for /home/results.'),
          tags: ['step:homeResults', 'state:fetching'],
          onDone: [
            { guard: 'optedOut', target: 'ADS' },
            { guard: 'hasAds', target: 'ADS' },
            { target: 'NO_AGENCY_ERROR' },
          ],
        },
        QUOTES: {
          description:
            "/home/quotes: the partners' quotes and the ads, fetched (Completed). A card a property carrier sells online continues online.",
          tags: ['step:homeQuotes'],
          entry: ['resultsShown'],
          on: { CONTINUE_ONLINE: { guard: 'canContinueOnline', target: 'ONLINE', actions: ['choose'] } },
        },
        ONLINE: {
          description:
            "The chosen carrier's home or renters purchase (RC1 for it, RC2, RC3): the rate-call chart with the property user, from the chosen quote (decision 0088).",
          tags: ['step:online'],
          invoke: {
            id: 'ratecall',
            src: 'ratecall',
            input: ({ context }) => ({
              user: context.user,
              server: context.server,
              optedOut: context.optedOut,
              continueWith: context.chosen!,
              answered: context.answered?.[answeredKey(policyTypeOfShopper(context.user), context.chosen!.carrierId)],
            }),
          },
          exit: ['keepOnlineAnswers'],
          on: { BACK_TO_QUOTES: { target: 'QUOTES', actions: ['leaveOnline'] } },
        },
        ADS: {
          description: '/home/results: the ads alone, fetched (Completed); each clicks out through /ads/click/:adId.',
          tags: ['step:homeResults'],
          entry: ['resultsShown'],
        },
        ...saveFailurePages(),
        EVERTREE_ERROR: errorPage(
          "Evertree eligibility without an Evertree id: evertree_error 'No Evertree id returned'.",
          'step:errorEvertree',
          'clickwall',
          'evertree_error',
        ),
        NO_ADS_ERROR: errorPage(
          'No quote and no ad to show: the no-ads error on /error.',
          'step:errorNoAds',
          'noAds',
          'no_ads',
        ),
        NO_AGENCY_ERROR: errorPage(
          'No agency or partner eligibility and no ads: the no-agency-eligibility error on /error.',
          'step:errorNoAgency',
          'noAgencyEligibility',
          'no_agency_eligibility',
        ),
      },
    },
    bundle: {
      description:
        'Bundling with auto (spec 001 section 7: bundleOnResultsPage, bundlePopUp; docs/decisions/0085): a shopper who asked to bundle with auto, not come from auto, is offered an auto quote with their home answers carried over, as a card on the results or a pop-up they can close.',
      initial: 'WAITING',
      states: {
        WAITING: {
          description: 'Until the quotes or the ads show.',
          on: {
            RESULTS_SHOWN: [
              { guard: { type: 'autoBundleShown', params: { display: 'page' } }, target: 'ON_PAGE' },
              { guard: { type: 'autoBundleShown', params: { display: 'popUp' } }, target: 'POP_UP' },
              { target: 'NOT_OFFERED' },
            ],
          },
        },
        ON_PAGE: { description: 'bundleOnResultsPage: the auto offer, a card on the results.', tags: ['bundle:page'] },
        POP_UP: {
          description: 'bundlePopUp: the auto offer in a pop-up, until the shopper closes it.',
          tags: ['bundle:popUp'],
          on: { DISMISS_BUNDLE: 'DISMISSED' },
        },
        DISMISSED: { description: 'The shopper closed the pop-up.' },
        NOT_OFFERED: { description: 'Not asked for, come from auto, or neither rule shows it.' },
      },
    },
    handoff: clickwallHandoffRegion(
      'The clickwall (/home/quotes): the shopper handed to the CRM (POST /crm/user/home/export or /crm/user/renters/export) and the lead service, each call in the background, skipped for an opted-out shopper; a failure is kept for monitoring, never shown (docs/decisions/0095).',
      'Until the clickwall (/home/quotes) is reached.',
    ),
    phone: resultsPhoneRegion(
      'The results phone number: GET /phone-numbers/experience-mapping (policyType home, flowLocation results).',
      'The number found, or null: the default number (phone_number_lookup_failed).',
    ),
  },
});

export type HomeResultsMachine = typeof homeResultsMachine;
