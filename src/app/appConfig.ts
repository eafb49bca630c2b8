import { APP_CONFIG_PATH, AppConfig } from '../contract/appConfig';

// What the server that serves the app tells it at run time (src/contract/appConfig.ts): asked once, by the payment
// screens only (never on the start page). Anything else than a valid answer (another host serving the app, a 404, the
// network down) is null, and the caller uses its build-time setting.

let asked: Promise<AppConfig | null> | undefined;

export function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig | null> {
  asked ??= fetchImpl(APP_CONFIG_PATH, { cache: 'no-store', credentials: 'omit' })
    .then(async (res) => {
      const parsed = res.ok ? AppConfig.safeParse(await res.json()) : null;
      return parsed?.success ? parsed.data : null;
    })
    .catch(() => null)
    .then((config) => {
      // A failed ask is asked again next time (a network that came back); a served answer is kept for the page's life.
      if (!config) asked = undefined;
      return config;
    });
  return asked;
}
