import { config } from '../../config';
import { HEADERS } from '../../contract/endpoint';
import type { TrackingSession } from '../types';
import { BLOCK_SELECTOR, createMasking } from './masking';
import { type ChunkTransport, type RecordFn, createRecorder } from './recorder';

// The session recorder (issue 33; spec 001 section 9; docs/decisions/0104): rrweb, loaded by the tracking chunk after
// the first screen (tracking.ts imports this file lazily) and itself importing rrweb lazily, so an excluded visitor
// or an opted-out shopper never downloads it. Every input is masked, personal text is masked (masking.ts), the card
// frame is never recorded, and no sampling: every mutation, scroll and input event is kept (rrweb's defaults).

/** One id per page load: a reload starts a new recording. */
const newRecordingId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** POST /recordings: fetch while the page lives, sendBeacon as it hides (a keepalive fetch where that fails). */
export function browserTransport(url = `${config.apiBase}/recordings`): ChunkTransport {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers[HEADERS.apiKey] = config.apiKey;
  return {
    post(body, hiding) {
      // Best effort: a lost chunk leaves a gap in the replay, never an error for the shopper. Keepalive only as the
      // page hides: a live page's keepalive chunks would take the 64 KiB the tracking events' requests share with them.
      // The answer is read to its end: until then the browser counts a keepalive request against that 64 KiB.
      fetch(url, { method: 'POST', headers, body, keepalive: hiding && body.length < 60 * 1024 })
        .then((res) => res.text())
        .catch(() => undefined);
    },
    beacon(body) {
      // A beacon carries no header: with an API key the keepalive fetch (post) goes instead.
      if (config.apiKey || typeof navigator === 'undefined' || !navigator.sendBeacon) return false;
      return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    },
  };
}

const onPageHide = (fn: () => void) => {
  window.addEventListener('pagehide', fn);
  return () => window.removeEventListener('pagehide', fn);
};

export function startRecording(opts: { session: TrackingSession; excluded: boolean }): { stop(): void } {
  // Publisher-network visitors without a white-label partner (the caller decides) and opted-out shoppers: nothing.
  if (opts.excluded || opts.session.optedOut()) return { stop() {} };
  let stopped = false;
  let recorder: { stop(): void } | undefined;
  import('rrweb')
    .then(({ record }) => {
      if (stopped) return;
      const masking = createMasking();
      const recordFn: RecordFn = ({ emit }) =>
        record({
          emit,
          maskAllInputs: true,
          maskInputFn: (text, element) => masking.maskInput(text, element),
          maskTextSelector: '*',
          maskTextFn: (text, element) => masking.maskText(text, element),
          blockSelector: BLOCK_SELECTOR,
          recordCrossOriginIframes: false,
          recordCanvas: false,
          collectFonts: false,
          inlineImages: false,
          slimDOMOptions: 'all',
        });
      recorder = createRecorder({
        session: opts.session,
        record: recordFn,
        transport: browserTransport(),
        recordingId: newRecordingId(),
        onPageHide,
      });
    })
    .catch(() => undefined);
  return {
    stop() {
      stopped = true;
      recorder?.stop();
    },
  };
}
