import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { formatPhone, normalisePhone } from '../../domain/startValidation';
import { useWidgetLink } from '../../embed/useWidgetLink';
import { selectPath } from '../../machines/app/app.selectors';
import { useAppActor } from '../AppActorContext';
import { type AppShellProps, NewTabHint, navLinkTarget } from './AppShell';
import { useBrand } from './useBrand';
import '../themes/brands.css';
import './EmbeddedShell.css';

// The embedded layout (issue 32, docs/decisions/0091): the app inside a partner's frame. No site header or footer (the
// partner's page has its own): the brand's small wordmark and number, the one <main> with a compact question and
// progress, and the legal links as one small line, so a shopper in a frame still reaches the privacy pages.

export interface EmbeddedShellProps extends AppShellProps {
  /** The partner's site source: the frame protocol posts to its parent only where the server lets it frame this source. */
  siteSource?: string;
  /** The route shown (the app's path): said to the partner page as `quoteflow:step`. */
  step?: string;
}

export function EmbeddedShell({
  children,
  brand = 'quoteflow',
  phoneNumber,
  siteSource,
  step,
  navLinkOut = false,
}: EmbeddedShellProps) {
  const out = navLinkTarget(navLinkOut);
  const rootRef = useRef<HTMLDivElement>(null);
  const link = useWidgetLink(rootRef, siteSource);
  const { name } = useBrand(brand);
  useEffect(() => {
    if (step) link?.step(step);
  }, [link, step]);
  return (
    <div className="qf-embedded" ref={rootRef} data-embedded="" data-brand={brand}>
      <header className="qf-embedded__header">
        <p className="qf-embedded__brand">{name}</p>
        {phoneNumber ? (
          <a className="qf-embedded__phone" href={`tel:+1${normalisePhone(phoneNumber)}`}>
            <span className="visually-hidden">Call us: </span>
            {formatPhone(phoneNumber)}
          </a>
        ) : null}
      </header>
      {/* tabIndex -1 as in AppShell: focus may be moved here */}
      <main id="main" className="qf-embedded__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="qf-embedded__legal">
        <nav aria-label="Legal">
          <a href="#/glba-notice" {...out}>
            Privacy notice
            <NewTabHint navLinkOut={navLinkOut} />
          </a>
          <span aria-hidden="true"> · </span>
          <a href="#/do-not-sell-or-share-my-personal-information" {...out}>
            Do not sell or share my personal information
            <NewTabHint navLinkOut={navLinkOut} />
          </a>
        </nav>
      </footer>
    </div>
  );
}

/** The embedded shell on the running app: its site source from the start's URL, its route from the snapshot. */
export function EmbeddedAppShell(props: AppShellProps) {
  const app = useAppActor();
  const siteSource = useSelector(app, (s) => s.context.start.params.siteSource);
  const step = useSelector(app, selectPath);
  return <EmbeddedShell {...props} siteSource={siteSource} step={step} />;
}
