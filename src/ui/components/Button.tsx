import type { ReactNode } from 'react';
import './Button.css';

export interface ButtonProps {
  variant?: 'primary' | 'secondary' | 'link';
  type?: 'button' | 'submit';
  onPress?: () => void;
  isDisabled?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * The one button of the app: a primary action, a secondary action, or a button that looks like a link (Back).
 * A native <button>: it is on the first screen, so it works from the prerendered HTML with no library (issue 9).
 */
export function Button({
  variant = 'primary',
  type = 'button',
  onPress,
  isDisabled,
  children,
  className,
}: ButtonProps) {
  const classes = ['qf-button', `qf-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button type={type} onClick={onPress} disabled={isDisabled} className={classes}>
      {children}
    </button>
  );
}
