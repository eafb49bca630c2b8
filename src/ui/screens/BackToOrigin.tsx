import { Button } from '../components/Button';
import './BackToOrigin.css';

// The way back from a bundle (docs/decisions/0085): a shopper who left their auto results for the home line's
// transition flow gets back to those results, their auto answers untouched, from every screen of that flow and from
// its results (the app's BACK_TO_ORIGIN).

export interface BackToOriginProps {
  /** The line whose results the bundle was started from: 'auto' reads "Back to your auto quotes". */
  line: string;
  onBack: () => void;
}

export function BackToOrigin({ line, onBack }: BackToOriginProps) {
  return (
    <nav className="qf-back-to-origin" aria-label={`Your ${line} quotes`}>
      <Button variant="link" onPress={onBack}>
        Back to your {line} quotes
      </Button>
    </nav>
  );
}
