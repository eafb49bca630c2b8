import { useState } from 'react';
import { Button } from '../components/Button';
import { returningLinkFor } from '../../app/returningLink';

// "Come back later": the returning-user link to this quote (GET /user/{id} with its signed, expiring token).
export function SavedQuoteLink({ saved }: { saved?: { userId?: string; token?: string } }) {
  const [copied, setCopied] = useState(false);
  if (!saved?.userId || !saved.token) return null;
  const link = returningLinkFor(location.origin, location.pathname, { userId: saved.userId, token: saved.token });
  return (
    <aside className="qf-saved" aria-labelledby="saved-title">
      <h2 id="saved-title">Your answers are saved</h2>
      <p>Use this private link within 30 days to come back to this quote. Anyone with the link can see your answers.</p>
      <p className="qf-saved__link">
        <a href={link}>Open my saved quote</a>
      </p>
      <Button
        variant="secondary"
        onPress={() =>
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        Copy link
      </Button>
      <p role="status" className="qf-saved__status">
        {copied ? 'Link copied.' : ''}
      </p>
    </aside>
  );
}
