import { CheckMark } from './CheckMark';
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
          <CheckMark />
        </span>
        <span className="qf-checkbox__label">{children}</span>
      </CheckboxButton>
    </CheckboxField>
  );
}
