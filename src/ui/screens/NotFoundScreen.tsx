import { Button } from '../components';

// spec 000 section 8: an unknown route gives 'Page Not Found: {path}'.
export function NotFoundScreen({ path, onContinue }: { path: string; onContinue: () => void }) {
  return (
    <section className="qf-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" tabIndex={-1}>
        Page Not Found
      </h1>
      <p>
        Page Not Found: <code>{path}</code>
      </p>
      <p>Your answers are saved. You can pick up where you left off.</p>
      <Button variant="primary" onPress={onContinue}>
        Continue my quote
      </Button>
    </section>
  );
}
