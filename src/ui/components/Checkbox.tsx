import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import './Checkbox.css';

export interface CheckboxProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  name: string;
}

/** A single consent or yes/no box (e.g. the email consent text of spec 000 section 2). */
export function Checkbox({ children, isSelected, onChange, name }: CheckboxProps) {
  return (
    <CheckboxField className="qf-checkbox" isSelected={isSelected} onChange={onChange} name={name}>
      <CheckboxButton className="qf-checkbox__button">
        <span className="qf-checkbox__box" aria-hidden="true">
          <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <span className="qf-checkbox__label">{children}</span>
      </CheckboxButton>
    </CheckboxField>
  );
}
