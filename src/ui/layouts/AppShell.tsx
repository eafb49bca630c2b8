import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { inertWhileAriaHidden } from './AppShell.inert';
import { formatPhone, normalisePhone } from '../../domain/startValidation';
import type { BrandId } from '../../domain/brandId';
import { useBrand } from './useBrand';
import '../themes/brands.css';
import './AppShell.css';

export interface AppShellProps {
  children: ReactNode;
  /** The brand the shopper's URL decided (src/domain/brands.ts): its logo, name, colours, disclaimer and disclosures. */
  brand?: BrandId;
  /** The number to call, ten digits (spec 000 section 4: the intraflow number of the shopper's traffic source). */
  phoneNumber?: string;
  /** The shopper has bought a policy (purchase success): its price is no estimate, and the footer does not say so. */
  bound?: boolean;
  /**
   * exp=navlinkout (spec 000 section 2; docs/decisions/0099): the shell's navigation links (the brand's home link and
   * the legal links) open in a new tab, so following one never takes the shopper out of the flow they are in.
   */
  navLinkOut?: boolean;
}

/** A navigation link's target: a new tab under exp=navlinkout (no opener: the new page cannot steer this one). */
export const navLinkTarget = (navLinkOut: boolean | undefined) =>
  navLinkOut ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};

/** What a screen reader hears after a link that opens a new tab (WCAG G201: warn before a new window opens). */
export function NewTabHint({ navLinkOut }: { navLinkOut: boolean | undefined }) {
  // The space outside the hidden span: an accessible name joins the link's text nodes as they are.
  return navLinkOut ? (
    <>
      {' '}
      <span className="visually-hidden">(opens in a new tab)</span>
    </>
  ) : null;
}

/**
 * The document title of a screen: its h1, then the brand (WCAG 2.4.2 Page Titled), or the brand alone while a screen
 * has no heading (a loader). Each screen's h1 already says what it shows and takes the focus when it appears, so the
 * title read from it names every screen, nested ones too (a purchase step), and can never disagree with it.
 */
export function titleFor(heading: string | null | undefined, brand: string): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${brand}` : brand;
}

/** Keeps document.title on the h1 in `main` as screens come and go (docs/decisions/0076). */
function followHeading(main: HTMLElement, brand: string): () => void {
  const sync = () => {
    const title = titleFor(main.querySelector('h1')?.textContent, brand);
    if (document.title !== title) document.title = title;
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/** The page frame: skip link, header with the brand's logo and name, the one <main>, and the legal footer. */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  document.getElementById('main')?.focus();
}

export function AppShell({
  children,
  brand: brandId = 'quoteflow',
  phoneNumber,
  bound = false,
  navLinkOut = false,
}: AppShellProps) {
  const out = navLinkTarget(navLinkOut);
  const brand = useBrand(brandId);
  const name = brand.name;
  const shellRef = useRef<HTMLDivElement>(null);
  // An open list hides the page with aria-hidden; this takes what it hides out of the tab order too (issue 10).
  useEffect(() => (shellRef.current ? inertWhileAriaHidden(shellRef.current) : undefined), []);
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => (mainRef.current ? followHeading(mainRef.current, name) : undefined), [name]);
  // The page root carries the brand too (index.html's first script set it before the first paint): what renders
  // outside the shell (a list's popover, a modal) takes the brand's tokens.
  useEffect(() => {
    document.documentElement.dataset.brand = brandId;
  }, [brandId]);
  return (
    <div className="qf-shell" ref={shellRef} data-brand={brandId}>
      {/* The URL hash is the router's, so the skip link moves focus itself rather than navigating to #main. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main; onClick only keeps the router's hash */}
      <a className="qf-shell__skip-link" href="#main" onClick={skipToMain}>
        Skip to main content
      </a>
      <header className="qf-shell__header">
        <div className="qf-shell__bar">
          <a className="qf-shell__brand" href="#/" {...out}>
            {/* The name beside it says what the logo shows. */}
            <img className="qf-shell__logo" src={brand.logo} alt="" width={32} height={32} />
            {name}
            <NewTabHint navLinkOut={navLinkOut} />
          </a>
          {phoneNumber ? (
            // spec 000 section 5: shown as (###) ### - ####; the link dials it.
            <a className="qf-shell__phone" href={`tel:+1${normalisePhone(phoneNumber)}`}>
              <span className="visually-hidden">Call us: </span>
              {formatPhone(phoneNumber)}
            </a>
          ) : null}
        </div>
      </header>
      {/* tabIndex -1 lets the skip link move focus here, not only scroll (hash routing owns the URL) */}
      <main id="main" ref={mainRef} className="qf-shell__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="qf-shell__footer">
        <div className="qf-shell__bar qf-shell__footer-inner">
          <nav aria-label="Legal">
            <ul className="qf-shell__links">
              <li>
                <a href="#/glba-notice" {...out}>
                  Privacy notice
                  <NewTabHint navLinkOut={navLinkOut} />
                </a>
              </li>
              <li>
                <a href="#/do-not-sell-or-share-my-personal-information" {...out}>
                  Do not sell or share my personal information
                  <NewTabHint navLinkOut={navLinkOut} />
                </a>
              </li>
            </ul>
          </nav>
          {brand.disclosures.footer ? <p className="qf-shell__disclosure">{brand.disclosures.footer}</p> : null}
          {brand.disclaimer ? <p className="qf-shell__disclaimer">{brand.disclaimer}</p> : null}
          <p className="qf-shell__disclaimer">
            {bound
              ? `${name} compares quotes from insurance companies; your policy is with the company you bought it from.`
              : `${name} compares quotes from insurance companies; rates are estimates until a policy is bound.`}
          </p>
        </div>
      </footer>
    </div>
  );
}
