import { useEffect, useId, useState } from 'react';
import type { LedgerEntry } from '../../../contract/privacy';
import type { PrivacyApi, SavedUser } from '../../../actors/privacy.actor';
import { clientOptedOut, forgetSession, gpcEnabled, rememberOptOut } from '../../../app/privacyChoice';
import { Button } from '../../components/Button';
import { entryKey, partyWords, purposeWords, whenWords } from './ledgerWords';
import './PrivacyPanel.css';

// "Do not sell or share" that works (issue 32, docs/decisions/0092): the opt-out control with its state said and a
// confirmation in a live region, the consent ledger (who received the shopper's data, when, why) and the deletion of
// the saved quote behind a confirmation step. A shopper with no saved quote yet opts out in this browser; the next
// save carries it to the server.

export interface PrivacyPanelProps {
  /** The saved quote's id and token (the saved-quote link or a finished intake); null before anything is saved. */
  savedUser: SavedUser | null;
  api: PrivacyApi;
  /** Where the page goes once the saved quote is deleted and forgotten. */
  onDeleted?: () => void;
}

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };
type Deletion = 'idle' | 'confirming' | 'deleting' | 'failed' | 'done';

export function PrivacyPanel({ savedUser, api, onDeleted }: PrivacyPanelProps) {
  const [optedOut, setOptedOut] = useState(() => clientOptedOut());
  const [announce, setAnnounce] = useState('');
  const [busy, setBusy] = useState(false);
  const [ledger, setLedger] = useState<Load<LedgerEntry[]>>({ state: 'loading' });
  const [deletion, setDeletion] = useState<Deletion>('idle');
  const statusId = useId();
  const gpc = gpcEnabled();

  useEffect(() => {
    if (!savedUser) return;
    let live = true;
    api.status(savedUser).then(
      (s) => live && s.optedOut && setOptedOut(true),
      () => undefined,
    );
    api.ledger(savedUser).then(
      (entries) => live && setLedger({ state: 'ready', value: entries }),
      () => live && setLedger({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, savedUser]);

  const optOut = async () => {
    setBusy(true);
    rememberOptOut();
    try {
      if (savedUser) await api.optOut(savedUser);
      setOptedOut(true);
      setAnnounce(
        savedUser
          ? 'Done. Your opt-out is recorded with your saved quote: we will not sell or share your information.'
          : 'Done. Your opt-out is kept in this browser and goes with your answers when they are saved.',
      );
    } catch {
      setAnnounce('We could not record your opt-out just now. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!savedUser) return;
    setDeletion('deleting');
    try {
      await api.remove(savedUser);
      forgetSession();
      setDeletion('done');
      setAnnounce('Your saved quote is deleted.');
    } catch {
      setDeletion('failed');
    }
  };

  if (deletion === 'done') {
    return (
      <section className="qf-privacy" aria-labelledby="privacy-deleted">
        <h2 id="privacy-deleted">Your saved quote is deleted</h2>
        <p>
          Your answers, quotes, purchase sessions, phone codes, messages to agents and the record of who received your
          data are gone from our systems, and your saved-quote link no longer opens anything. This browser has forgotten
          them too.
        </p>
        <p role="status">{announce}</p>
        {onDeleted && (
          <Button variant="primary" onPress={onDeleted}>
            Start over
          </Button>
        )}
      </section>
    );
  }

  return (
    <section className="qf-privacy" aria-label="Your privacy choices">
      <h2>Your choice</h2>
      <p id={statusId} className="qf-privacy__state" data-opted-out={optedOut}>
        {optedOut ? 'You have opted out: we do not sell or share your information.' : 'You have not opted out.'}
        {gpc && ' Your browser sends the Global Privacy Control signal, which we honour as an opt-out.'}
      </p>
      <p>
        When you opt out, your quotes come only from the insurance carriers you ask, which is the service itself. We
        then show no partner ads, and we send your details to no lead service, customer-records system or partner
        agency. If you ask to talk to an agent, our own licensed agents still get your request so they can help you.
      </p>
      <Button variant={optedOut ? 'secondary' : 'primary'} onPress={optOut} isDisabled={busy || optedOut}>
        {optedOut ? 'Opted out' : 'Do not sell or share my information'}
      </Button>
      <p role="status" className="qf-privacy__announce">
        {announce}
      </p>

      {savedUser && (
        <>
          <h2>Who received your data</h2>
          {ledger.state === 'loading' && <p>Loading the list…</p>}
          {ledger.state === 'failed' && <p>We could not load the list just now. Reload the page to try again.</p>}
          {ledger.state === 'ready' && ledger.value.length === 0 && <p>Nobody has received your data yet.</p>}
          {ledger.state === 'ready' && ledger.value.length > 0 && (
            <ul className="qf-privacy__ledger" aria-label="Who received your data, when and why">
              {ledger.value.map((e) => (
                <li key={entryKey(e)}>
                  <strong>{partyWords(e.party)}</strong> received your answers {purposeWords(e.purpose)}.{' '}
                  <span className="qf-privacy__when">
                    First on <time dateTime={e.at}>{whenWords(e.at)}</time>
                    {e.lastAt !== e.at && (
                      <>
                        , last on <time dateTime={e.lastAt}>{whenWords(e.lastAt)}</time>
                      </>
                    )}
                    .
                  </span>
                </li>
              ))}
            </ul>
          )}

          <h2>Delete your saved quote</h2>
          {deletion === 'idle' && (
            <>
              <p>You can ask us to delete your saved quote and everything kept with it.</p>
              <Button variant="secondary" onPress={() => setDeletion('confirming')}>
                Delete my saved quote
              </Button>
            </>
          )}
          {(deletion === 'confirming' || deletion === 'deleting' || deletion === 'failed') && (
            <section className="qf-privacy__confirm" aria-labelledby="privacy-confirm">
              <p id="privacy-confirm">
                <strong>Delete your saved quote for good?</strong> Your answers, quotes and the record above are deleted
                and cannot be brought back. A policy you bought stays with its carrier.
              </p>
              {deletion === 'failed' && (
                <p role="alert">We could not delete it just now. Check your connection and try again.</p>
              )}
              <div className="qf-page__actions">
                <Button variant="primary" onPress={remove} isDisabled={deletion === 'deleting'}>
                  Yes, delete it
                </Button>
                <Button variant="secondary" onPress={() => setDeletion('idle')} isDisabled={deletion === 'deleting'}>
                  Keep it
                </Button>
              </div>
            </section>
          )}
        </>
      )}
    </section>
  );
}
