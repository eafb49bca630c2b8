import { type AdFetch, adFetchStates, adsAnswer } from './chartParts';
import { resultsSetup as s } from './results.setup';
import type { AdsInput, ResultsContext } from './results.types';

// The repeated parts of the results chart: the ad fetch (chartParts' adFetchStates: the media-ad exchange, up to 3
// retries at 1 s, 2 s and 4 s, then the fallback exchange) and the loader's progress counter.

/** Auto's ads: the media-ad exchange with its retries, then the fallback exchange. */
const mediaAlpha: AdFetch<'fetchMediaAlpha', ResultsContext, AdsInput, 'FALLBACK_ADS'> = {
  src: 'fetchMediaAlpha',
  id: 'mediaAlpha',
  call: 'POST /auto/mediaAlpha: the media-ad exchange',
  input: ({ context }) => ({
    user: context.user,
    multipleVehicles: context.multipleVehicles === true,
    ...(context.rules.adPlacement ? { placementId: context.rules.adPlacement } : {}),
    ...(context.rules.mockAd === true ? { mockAd: true } : {}),
  }),
  afterLast: 'FALLBACK_ADS',
  tags: ['state:loading'],
};

/** The ad fetch: InProgress, then Completed with ads or without (spec 001 section 4). */
export function adsStates(description: string, routed: boolean) {
  return s.createStateConfig(
    adFetchStates(mediaAlpha, description, routed ? ['routed', 'adsInProgress'] : ['adsInProgress'], {
      FALLBACK_ADS: s.createStateConfig({
        description: 'The media-ad exchange gave nothing after its retries: POST /auto/ads, the fallback exchange.',
        tags: ['state:loading'],
        invoke: {
          src: 'fetchFallbackAds',
          id: 'fallbackAds',
          input: ({ context }) => ({ user: context.user, multipleVehicles: false }),
          onDone: adsAnswer('NO_ADS'),
          onError: { target: 'NO_ADS' },
        },
      }),
    }),
  );
}

/** The progress counter: 2 points a second while the loader shows, stopping after 60 s (spec 001 section 9). */
export function progressStates() {
  return s.createStateConfig({
    initial: 'TICKING',
    states: {
      TICKING: s.createStateConfig({
        after: {
          progressTick: [
            { guard: 'progressRunning', target: 'TICKING', reenter: true, actions: ['tickProgress'] },
            { target: 'STOPPED' },
          ],
        },
      }),
      STOPPED: { description: 'Sixty seconds passed: the counter stays where it is.' },
    },
  });
}
