import type { DoneActorEvent } from 'xstate';
import type { Ad } from '../../contract';
import { resultsSetup as s } from './results.setup';

// The repeated parts of the results chart: the ad fetch (spec 001 sections 4 and 9: the media-ad exchange, up to 3
// retries at 1 s, 2 s and 4 s, then the fallback exchange) and the loader's progress counter.

const RETRY_DELAYS = ['adRetry1', 'adRetry2', 'adRetry3'] as const;
const RETRY_LABELS = ['1S', '2S', '4S'] as const;

type AdsDone = { event: DoneActorEvent<Ad[]> };
const gotAds = (target: string) => ({
  guard: { type: 'adsReturned' as const, params: ({ event }: AdsDone) => ({ ads: event.output }) },
  target,
  actions: [{ type: 'storeAds' as const, params: ({ event }: AdsDone) => ({ ads: event.output }) }],
});

/** One media-ad attempt; an error or an empty list waits for the next retry (or goes to the fallback). */
function mediaAlphaState(attempt: number) {
  const next = attempt <= RETRY_DELAYS.length ? `RETRY_IN_${RETRY_LABELS[attempt - 1]}` : 'FALLBACK_ADS';
  return s.createStateConfig({
    description:
      attempt === 1
        ? 'POST /auto/mediaAlpha: the media-ad exchange.'
        : `POST /auto/mediaAlpha again: retry ${attempt - 1} of ${RETRY_DELAYS.length}.`,
    tags: ['state:loading'],
    invoke: {
      src: 'fetchMediaAlpha',
      id: `mediaAlpha${attempt}`,
      input: ({ context }) => ({
        user: context.user,
        multipleVehicles: context.multipleVehicles === true,
        ...(context.rules.adPlacement ? { placementId: context.rules.adPlacement } : {}),
      }),
      onDone: [gotAds('ADS_COMPLETED'), { target: next }],
      onError: { target: next },
    },
  });
}

function retryState(i: number) {
  return s.createStateConfig({
    description: `No ads yet: wait ${RETRY_LABELS[i].toLowerCase()} before retry ${i + 1}.`,
    after: { [RETRY_DELAYS[i]]: { target: `MEDIA_ALPHA_${i + 2}`, actions: ['nextAdAttempt' as const] } },
  });
}

/** The ad fetch: InProgress, then Completed with ads or without (spec 001 section 4). */
export function adsStates(description: string, routed: boolean) {
  return s.createStateConfig({
    description,
    initial: 'MEDIA_ALPHA_1',
    entry: routed ? ['routed', 'adsInProgress'] : ['adsInProgress'],
    states: {
      MEDIA_ALPHA_1: mediaAlphaState(1),
      RETRY_IN_1S: retryState(0),
      MEDIA_ALPHA_2: mediaAlphaState(2),
      RETRY_IN_2S: retryState(1),
      MEDIA_ALPHA_3: mediaAlphaState(3),
      RETRY_IN_4S: retryState(2),
      MEDIA_ALPHA_4: mediaAlphaState(4),
      FALLBACK_ADS: s.createStateConfig({
        description: 'The media-ad exchange gave nothing after its retries: POST /auto/ads, the fallback exchange.',
        tags: ['state:loading'],
        invoke: {
          src: 'fetchFallbackAds',
          id: 'fallbackAds',
          input: ({ context }) => ({ user: context.user, multipleVehicles: false }),
          onDone: [gotAds('ADS_COMPLETED'), { target: 'NO_ADS' }],
          onError: { target: 'NO_ADS' },
        },
      }),
      ADS_COMPLETED: { type: 'final', description: 'Ads fetched: Completed.', entry: ['adsCompleted'] },
      NO_ADS: {
        type: 'final',
        description: 'No ads after the retries and the fallback: Completed, empty.',
        entry: ['adsCompleted'],
      },
    },
  });
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
