import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import './ProgressBar.css';

export interface ProgressBarProps {
  /** 0 to 100 (spec 000 section 2: progress only increases and stays below 100 until the my-policy section). */
  value: number;
  label: string;
}

/** The thin bar at the top of the flow; its label is for assistive technology, the bar is for the eye. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <AriaProgressBar className="qf-progress" value={clamped} minValue={0} maxValue={100}>
      {({ percentage }) => (
        <>
          <Label className="visually-hidden">{label}</Label>
          <div className="qf-progress__track">
            <div className="qf-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
