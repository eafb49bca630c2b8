import type { ErrorCode } from '../../domain/errors';
import {
  answeredKey,
  carrierQuotesRegion,
  errorPageState,
  resultsPhoneRegion,
  saveFailurePages,
  saveUserState,
} from './chartParts';
import {
  INITIAL_RULES,
  NO_BUNDLE,
  isBundleChoice,
  onlineShopperOf,
  resultsSetup as s,
  rulesFacts,
} from './results.setup';
import type { ResultsErrorKind } from './results.types';
import { reRateCandidates } from '../ratecall/postQuoteRules';
import { NO_HANDOFF, clickwallHandoffRegion } from './handoffParts';
import { adsStates, progressStates } from './results.states';

// The results flow (spec 001 section 4 "Results flow") as an explicit statechart (docs/decisions/0014). The `flow`
// region: save the user, the agency-experience decision, then classify, partner eligibility, and quotes (one RC1
// call per carrier, each card as its carrier answers) and ads in parallel; or ads alone. The `loader` region: the
// loader with its progress counter, hidden 1.8 s after routing to the clickwall, reset 3 s after an error page.
// "Continue online" hands the chosen quote to the rate-call chart (ratecall.machine.ts), invoked here.

export type { ResultsContext, ResultsInput } from './results.types';

const errorPage = (description: string, tag: string, kind: ResultsErrorKind, code: ErrorCode) =>
  s.createStateConfig(errorPageState(description, tag, kind, code, ['failed' as const]));

// An opted-out shopper was asked for no ad: the results show the quotes they have, never an ads error page (P23).
const afterFetch = (noOffers: string) => [
  { guard: 'optedOut' as const, target: 'RESULTS' },
  { guard: 'massachusettsWithoutAds' as const, target: 'CLICKWALL_ERROR' },
  { guard: 'hasOffers' as const, target: 'RESULTS' },
  { target: noOffers },
];

export const resultsMachine = s.createMachine({
  id: 'results',
  context: ({ input }) => ({
    ...input,
    userCreated: Boolean(input.server.userId),
    optedOut: input.optedOut === true,
    handoff: NO_HANDOFF,
    rules: INITIAL_RULES,
    classification: null,
    partnerFlags: null,
    carriers: [],
    quotes: [],
    ads: [],
    quoteStatus: 'Idle',
    adStatus: 'Idle',
    adAttempt: 0,
    progress: 0,
    loader: true,
    sort: 'monthly',
    compared: [],
    comparing: false,
    error: null,
    chosen: null,
    extras: [],
    bundle: { ...NO_BUNDLE, quotes: [], ads: [] },
    phoneNumber: null,
  }),
  type: 'parallel',
  on: {
    SORT: { actions: ['setSort'] },
    TOGGLE_COMPARE: { guard: 'canToggleCompare', actions: ['toggleCompare'] },
    OPEN_COMPARISON: { guard: 'enoughToCompare', actions: ['openComparison'] },
    CLOSE_COMPARISON: { guard: 'comparing', actions: ['closeComparison'] },
  },
  states: {
    flow: {
      initial: 'SAVE_USER',
      states: {
        SAVE_USER: saveUserState('DECIDE_AGENCY', ['state:loading', 'step:resultsLoading'], ['loading' as const]),
        DECIDE_AGENCY: {
          description:
            'The agency-experience decision and the offer filters: flowAgenciesEligibility, mAQuotesFiltering, each {carrier}QuotesVsAds (defaults when a rule fails).',
          tags: ['state:loading', 'step:resultsLoading'],
          invoke: {
            src: 'decideAgency',
            id: 'decideAgency',
            input: ({ context }) => rulesFacts(context),
            onDone: [
              {
                guard: { type: 'agencyAllowed', params: ({ event }) => ({ rules: event.output }) },
                target: 'CLASSIFY',
                actions: [{ type: 'storeRules', params: ({ event }) => ({ rules: event.output }) }],
              },
              {
                target: 'FETCH_ADS_ONLY',
                actions: [{ type: 'storeRules', params: ({ event }) => ({ rules: event.output }) }],
              },
            ],
          },
        },
        CLASSIFY: {
          description: 'POST /lead/classification: the lead class; a failure leaves the shopper unclassified.',
          tags: ['state:loading', 'step:resultsLoading'],
          invoke: {
            src: 'classifyLead',
            id: 'classifyLead',
            input: ({ context }) => ({ user: context.user, server: context.server, partner: context.partner }),
            onDone: {
              target: 'PARTNER_ELIGIBILITY',
              actions: [{ type: 'storeClassification', params: ({ event }) => ({ classification: event.output }) }],
            },
            onError: {
              target: 'PARTNER_ELIGIBILITY',
              actions: [{ type: 'storeClassification', params: { classification: null } }],
            },
          },
        },
        PARTNER_ELIGIBILITY: {
          description:
            'partnerQuotesAdsEligibility: which partners are asked for quotes (null: the direct carriers). Liberty Mutual direct needs its flag.',
          tags: ['state:loading', 'step:resultsLoading'],
          invoke: {
            src: 'fetchPartnerEligibility',
            id: 'fetchPartnerEligibility',
            input: ({ context }) => rulesFacts(context),
            onDone: {
              target: 'FETCH_QUOTES_AND_ADS',
              actions: [{ type: 'storePartners', params: ({ event }) => ({ flags: event.output }) }],
            },
          },
        },
        FETCH_QUOTES_AND_ADS: {
          description:
            'Routed to the clickwall: quotes (one RC1 call per quote partner, in parallel) and ads at once. A failed carrier still ends on the clickwall.',
          tags: ['step:results', 'state:fetching'],
          type: 'parallel',
          entry: ['routed', 'atClickwall'],
          exit: ['stopCarriers'],
          states: {
            quotes: carrierQuotesRegion('askCarriers', 'storeCarrierQuotes'),
            ads: adsStates('The ads, alongside the quotes.', false),
          },
          onDone: afterFetch('NO_ADS_ERROR'),
        },
        FETCH_ADS_ONLY: {
          ...adsStates('No agency experience: routed to the clickwall, ads only.', true),
          tags: ['step:results', 'state:fetching'],
          onDone: afterFetch('NO_AGENCY_ERROR'),
        },
        RESULTS: {
          description:
            'Quotes and ads, fetched (Completed). A bindable card continues online; an ad clicks out through /ads/click/:adId.',
          tags: ['step:results'],
          entry: ['offerExtras'],
          on: {
            CONTINUE_ONLINE: { guard: 'canContinueOnline', target: 'ONLINE', actions: ['choose'] },
            SHOW_PATH: { guard: 'toQuickView', target: 'QUICK_VIEW' },
          },
        },
        QUICK_VIEW: {
          description:
            '/policy/{id}/quick-view-click-offers: the click-out offers alone (the ads fetched for the results), each through /ads/click/:adId.',
          tags: ['step:quickView'],
          on: { SHOW_PATH: { guard: 'toQuotes', target: 'RESULTS' }, BACK_TO_QUOTES: 'RESULTS' },
        },
        ONLINE: {
          description:
            "The chosen carrier's rate-call lifecycle (RC1 for it, RC2, RC3): the rate-call chart, from the chosen quote; a renters bundle quote's with the renters user built from the auto answers (decision 0088).",
          tags: ['step:online'],
          invoke: {
            id: 'ratecall',
            src: 'ratecall',
            input: ({ context }) => ({
              user: onlineShopperOf(context),
              server: context.server,
              optedOut: context.optedOut,
              continueWith: context.chosen!,
              answered:
                context.answered?.[
                  answeredKey(isBundleChoice(context) ? 'renters' : 'auto', context.chosen!.carrierId)
                ],
              reRateWith: isBundleChoice(context) ? [] : reRateCandidates(context.quotes, context.chosen!.carrierId),
            }),
          },
          exit: ['keepOnlineAnswers'],
          on: { BACK_TO_QUOTES: { target: 'RESULTS', actions: ['leaveOnline'] } },
        },
        ...saveFailurePages(['failed' as const]),
        CLICKWALL_ERROR: errorPage(
          "Massachusetts with no ads after the retries and the fallback: 'No MA ads returned after retries and fallback'.",
          'step:errorClickwall',
          'clickwall',
          'clickwall_error',
        ),
        NO_ADS_ERROR: errorPage(
          'No quote and no ad to show: the no-ads error on /error.',
          'step:errorNoAds',
          'noAds',
          'no_ads',
        ),
        NO_AGENCY_ERROR: errorPage(
          'No agency experience and no ads: the no-agency-eligibility error on /error.',
          'step:errorNoAgency',
          'noAgencyEligibility',
          'no_agency_eligibility',
        ),
      },
    },
    bundle: {
      description:
        'Bundling (spec 001 section 1): an auto shopper who rents and asked for a bundle gets a renters user built from the auto answers; its quotes and ads show beside the auto results (bundleOnResultsPage) or in a pop-up (bundlePopUp).',
      initial: 'WAITING',
      states: {
        WAITING: {
          description: 'Until the results route to the clickwall (ROUTED): then a renters bundle is decided.',
          on: { ROUTED: [{ guard: 'rentersBundle', target: 'DECIDING' }, { target: 'NOT_BUNDLING' }] },
        },
        DECIDING: {
          description:
            "The remote rules bundleOnResultsPage and bundlePopUp (their defaults, false, when they fail), and editableBundlePopUpCopy: the pop-up's copy (its default, null: the app's own copy).",
          invoke: {
            src: 'decideBundle',
            id: 'decideBundle',
            input: ({ context }) => rulesFacts(context),
            onDone: [
              {
                guard: { type: 'bundleShown', params: ({ event }) => ({ display: event.output.display }) },
                target: 'FETCHING',
                actions: [{ type: 'storeBundleDisplay', params: ({ event }) => event.output }],
              },
              { target: 'NOT_BUNDLING' },
            ],
          },
        },
        FETCHING: {
          description: "The renters user's quotes (POST /renters/quotes) and ads (POST /home/ads), in parallel.",
          type: 'parallel',
          states: {
            quotes: {
              initial: 'ASKING',
              states: {
                ASKING: {
                  invoke: {
                    src: 'fetchRentersQuotes',
                    id: 'rentersQuotes',
                    input: ({ context }) => ({ user: context.user, server: context.server }),
                    onDone: {
                      target: 'DONE',
                      actions: [{ type: 'storeRentersQuotes', params: ({ event }) => ({ quotes: event.output }) }],
                    },
                    onError: {
                      target: 'DONE',
                      actions: [{ type: 'storeRentersQuotes', params: { quotes: [] } }],
                    },
                  },
                },
                DONE: { type: 'final', description: 'Completed, with quotes or without.' },
              },
            },
            ads: {
              initial: 'DECIDING',
              states: {
                DECIDING: {
                  description: 'An opted-out shopper is shown no ad: no renters ad call (the optedOut guard).',
                  always: [
                    { guard: 'optedOut', target: 'DONE', actions: [{ type: 'storeRentersAds', params: { ads: [] } }] },
                    { target: 'ASKING' },
                  ],
                },
                ASKING: {
                  invoke: {
                    src: 'fetchRentersAds',
                    id: 'rentersAds',
                    input: ({ context }) => ({ user: context.user, server: context.server }),
                    onDone: {
                      target: 'DONE',
                      actions: [{ type: 'storeRentersAds', params: ({ event }) => ({ ads: event.output }) }],
                    },
                    onError: { target: 'DONE', actions: [{ type: 'storeRentersAds', params: { ads: [] } }] },
                  },
                },
                DONE: { type: 'final', description: 'Completed, with ads or without.' },
              },
            },
          },
          onDone: 'SHOWN',
        },
        SHOWN: {
          description: 'The renters offers beside the auto results, or in the pop-up until the shopper closes it.',
          tags: ['bundle:shown'],
          on: { DISMISS_BUNDLE: 'DISMISSED' },
        },
        DISMISSED: { description: 'The shopper closed the bundle pop-up.' },
        NOT_BUNDLING: { description: 'Not a renters bundle, or neither rule shows one.' },
      },
    },
    handoff: clickwallHandoffRegion(
      'The agency clickwall (the agency experience routed to quotes and ads): the shopper handed to the CRM and the lead service, each call in the background, skipped for an opted-out shopper (docs/decisions/0095).',
      'Until the agency clickwall is reached.',
    ),
    phone: resultsPhoneRegion(
      'The results number (spec 001 section 4): GET /phone-numbers/experience-mapping (policyType auto, flowLocation results), asked once beside the results; the post-quotes number falls back to it.',
      "The number found, or null: the intake's number, else the default.",
    ),
    extras: {
      description:
        'The results-page modal with extra questions (spec 001 sections 2 and 9): it closes itself when its progress reaches 100 percent.',
      initial: 'WAITING',
      states: {
        WAITING: {
          description: 'Until the results show.',
          on: {
            OFFER_EXTRAS: [
              { guard: 'extrasMissing', target: 'OPEN', actions: ['askExtras'] },
              { target: 'NOT_NEEDED' },
            ],
          },
        },
        OPEN: {
          description:
            'The modal over the results: each answer is stored and saved (PATCH /user through the save queue); its progress is the share answered.',
          tags: ['modal:extras'],
          initial: 'ASKING',
          states: {
            ASKING: {},
            SAVING: {
              description: 'An answer stored: the save queue sends it (the queue outlives this state).',
              invoke: { id: 'extrasSync', src: 'userSync', input: ({ context }) => ({ server: context.server }) },
              entry: ['saveExtras'],
            },
          },
          on: {
            EXTRA_ANSWERED: [
              { guard: 'lastExtra', target: 'COMPLETE', actions: ['answerExtra'] },
              { guard: 'validExtra', target: '.SAVING', reenter: true, actions: ['answerExtra'] },
            ],
            CLOSE_EXTRAS: 'DISMISSED',
          },
        },
        COMPLETE: {
          description: 'Every extra question answered: 100 percent, the modal closed itself; the last answer is saved.',
          invoke: { id: 'extrasSync', src: 'userSync', input: ({ context }) => ({ server: context.server }) },
          entry: ['saveExtras'],
        },
        DISMISSED: { description: 'Closed by the shopper before 100 percent; not asked again on this page.' },
        NOT_NEEDED: { description: 'The flow asked every extra question already.' },
      },
    },
    loader: {
      initial: 'SHOWN',
      states: {
        SHOWN: {
          description:
            "The loader: 'Buckle up, {first name}!' ('Buckle up!' without one), 'Your quotes are en route!', 'Getting your lowest rate...'.",
          on: { ROUTED: 'HIDING', FAILED: 'RESETTING' },
          ...progressStates(),
        },
        HIDING: {
          description: 'Routed to the clickwall: the loader hides 1.8 s later.',
          after: { loaderHide: { target: 'HIDDEN', actions: ['hideLoader'] } },
          on: { FAILED: 'RESETTING' },
          ...progressStates(),
        },
        RESETTING: {
          description: 'An error page: the loader resets 3000 ms later.',
          after: { loaderReset: { target: 'HIDDEN', actions: ['hideLoader'] } },
        },
        HIDDEN: { on: { LOADING: { target: 'SHOWN', actions: ['showLoader'] } } },
      },
    },
  },
});

export type ResultsMachine = typeof resultsMachine;
