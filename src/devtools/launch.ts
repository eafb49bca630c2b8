import { loadAppConfig } from '../app/appConfig';
import type { DevtoolsRequest } from '../app/hashSync';
import type { DevSession } from './session';

// Decides whether this build may open the devtools, then loads the panel (docs/decisions/0077). A chunk of its own, so
// a production build whose server says no downloads nothing more than this.

/** Under `vite dev` always; in a build only when the server says so (DEVTOOLS=on -> /app-config.json devtools: true). */
export async function devtoolsAllowed(dev = import.meta.env.DEV, config = loadAppConfig): Promise<boolean> {
  if (dev) return true;
  return (await config())?.devtools === true;
}

let mounted: Promise<{ show(request: DevtoolsRequest): void }> | undefined;

export async function launchDevtools(session: DevSession, request: DevtoolsRequest): Promise<boolean> {
  if (!(await devtoolsAllowed())) return false;
  mounted ??= import('./mount').then((m) =>
    m.mountDevtools(session, () => {
      mounted = undefined;
    }),
  );
  (await mounted).show(request);
  return true;
}
