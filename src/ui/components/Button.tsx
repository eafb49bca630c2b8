import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import './Button.css';

export interface ButtonProps {
  variant?: 'primary' | 'secondary' | 'link';
  type?: 'button' | 'submit';
  onPress?: () => void;
  isDisabled?: boolean;
  children: ReactNode;
  className?: string;
}

/** The one button of the app: a primary action, a secondary action, or a button that looks like a link (Back). */
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
    <AriaButton type={type} onPress={onPress} isDisabled={isDisabled} className={classes}>
      {children}
    </AriaButton>
  );
}
