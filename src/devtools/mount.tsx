import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { autoFlowSkips } from './autoSkips';
import { createDevtools } from './controller';
import { Devtools } from './Devtools';
import { DEVTOOLS_OPEN_KEY, type DevtoolsRequest } from '../app/hashSync';
import type { DevSession } from './session';

// The devtools chunk's entry (docs/decisions/0077): the panel in a landmark of its own beside the app's root, its own
// React root, open across reloads of this tab until closed.

export function mountDevtools(session: DevSession, onClosed: () => void) {
  const host = document.createElement('aside');
  host.id = 'qf-devtools';
  host.setAttribute('aria-label', 'Devtools');
  document.body.append(host);
  document.documentElement.classList.add('qf-devtools-open');
  sessionStorage.setItem(DEVTOOLS_OPEN_KEY, '1');
  const devtools = createDevtools(session, { skipsOf: autoFlowSkips });
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
    document.documentElement.classList.remove('qf-devtools-open');
    sessionStorage.removeItem(DEVTOOLS_OPEN_KEY);
    devtools.dispose();
    onClosed();
  };
  const show = (request: DevtoolsRequest) =>
    root.render(
      <StrictMode>
        <Devtools key={`${request.machine}|${request.node}`} devtools={devtools} request={request} onClose={close} />
      </StrictMode>,
    );
  return { show };
}
