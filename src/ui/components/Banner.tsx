import type { ReactNode } from 'react';
import { Button } from './Button';
import './Banner.css';

export interface BannerProps {
  tone: 'error' | 'info' | 'success';
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

const TONE_WORD = { error: 'Error', info: 'Information', success: 'Success' } as const;

/**
 * A message above the form. Errors are role="alert" (announced at once); info and success are role="status"
 * (announced politely). The tone is named in words for screen readers and shown by an icon, not colour alone.
 */
export function Banner({ tone, title, children, onRetry, retryLabel = 'Try again' }: BannerProps) {
  return (
    <div className={`qf-banner qf-banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <BannerIcon tone={tone} />
      <div className="qf-banner__body">
        <p className="qf-banner__title">
          <span className="visually-hidden">{TONE_WORD[tone]}: </span>
          {title}
        </p>
        {children ? <div className="qf-banner__content">{children}</div> : null}
        {onRetry ? (
          <div className="qf-banner__actions">
            <Button variant="secondary" onPress={onRetry}>
              {retryLabel}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function BannerIcon({ tone }: { tone: BannerProps['tone'] }) {
  return (
    <svg className="qf-banner__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {tone === 'success' ? (
        <path
          d="M6 10.5l2.5 2.5 5.5-6"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : tone === 'error' ? (
        <>
          <rect x="9" y="4.5" width="2" height="7" rx="1" fill="#fff" />
          <circle cx="10" cy="14.5" r="1.25" fill="#fff" />
        </>
      ) : (
        <>
          <circle cx="10" cy="5.75" r="1.25" fill="#fff" />
          <rect x="9" y="8.5" width="2" height="7" rx="1" fill="#fff" />
        </>
      )}
    </svg>
  );
}
