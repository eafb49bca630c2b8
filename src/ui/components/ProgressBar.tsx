import './ProgressBar.css';

export interface ProgressBarProps {
  /** 0 to 100 (spec 000 section 2: progress only increases and stays below 100 until the my-policy section). */
  value: number;
  label: string;
}

/**
 * The thin bar at the top of the flow; its label is for assistive technology, the bar is for the eye.
 * A plain ARIA progressbar (no library: it is on the first screen, issue 9).
 */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percentage = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      className="qf-progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percentage}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${percentage}%`}
    >
      <div className="qf-progress__track">
        <div className="qf-progress__fill" style={{ transform: `translateX(${percentage - 100}%)` }} />
      </div>
    </div>
  );
}
