import { useEffect, useRef } from 'react';
import { Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components';
import { CheckMark } from './CheckMark';
import { FieldErrorText } from './FieldErrorText';
import './Field.css';
import './ChoiceGroup.css';

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

export interface ChoiceGroupProps {
  label: string;
  /** When the page h1 already asks the question: pass aria-labelledby (e.g. 'question-title') to name the group by it. */
  labelHidden?: boolean;
  'aria-labelledby'?: string;
  description?: string;
  options: ChoiceOption[];
  value?: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  name: string;
  autoFocus?: boolean;
}

/**
 * One answer out of a few, as large tappable cards (RAC RadioGroup: native radios, arrow keys move and select).
 * The selected card shows a check mark as well as its colour, so the state never rests on colour alone.
 */
export function ChoiceGroup({
  label,
  labelHidden,
  'aria-labelledby': labelledBy,
  description,
  options,
  value,
  onChange,
  errorMessage,
  name,
  autoFocus,
}: ChoiceGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const nameByHeading = Boolean(labelHidden && labelledBy);

  // RadioGroup has no autoFocus: focus the checked radio, else the first, like a browser does on Tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount; a re-render must not pull focus back
  useEffect(() => {
    if (!autoFocus) return;
    const radios = groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = Array.from(radios ?? []).find((radio) => radio.checked) ?? radios?.[0];
    target?.focus();
  }, []);

  return (
    <RadioGroup
      ref={groupRef}
      className="qf-field qf-choice-group"
      value={value ?? null}
      onChange={onChange}
      name={name}
      isRequired
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      aria-labelledby={nameByHeading ? labelledBy : undefined}
    >
      {nameByHeading ? null : <Label className={labelHidden ? 'visually-hidden' : 'qf-field__label'}>{label}</Label>}
      {description ? (
        <Text slot="description" className="qf-field__description">
          {description}
        </Text>
      ) : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <div className="qf-choice-group__options">
        {options.map((option) => (
          <RadioField key={option.value} value={option.value} className="qf-choice">
            <RadioButton className="qf-choice__button">
              <span className="qf-choice__indicator" aria-hidden="true">
                <CheckMark />
              </span>
              <span className="qf-choice__label">{option.label}</span>
            </RadioButton>
            {option.description ? (
              <Text slot="description" className="qf-choice__description">
                {option.description}
              </Text>
            ) : null}
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}
