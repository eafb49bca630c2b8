import { useEffect, useId, useRef } from 'react';
import { CheckMark } from './CheckMark';
import { FieldErrorLine } from './FieldErrorLine';
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

const ids = (...xs: (string | false | undefined)[]) => xs.filter(Boolean).join(' ') || undefined;

/**
 * One answer out of a few, as large tappable cards: a fieldset of native radios (Tab enters the group, arrow keys
 * move and select), each card the label of its radio. No library: it is the first screen, and it works from the
 * prerendered HTML before any script (issue 9). The selected card shows a check mark as well as its colour, so the
 * state never rests on colour alone.
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
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const id = useId();
  const nameByHeading = Boolean(labelHidden && labelledBy);
  const legendId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;

  // A radio group has no autoFocus: focus the checked radio, else the first, like a browser does on Tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount; a re-render must not pull focus back
  useEffect(() => {
    if (!autoFocus) return;
    const radios = groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = Array.from(radios ?? []).find((radio) => radio.checked) ?? radios?.[0];
    target?.focus();
  }, []);

  return (
    <fieldset
      ref={groupRef}
      // A fieldset may take the radiogroup role (ARIA in HTML): screen readers announce a radio group, required.
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: radiogroup is one of a fieldset's allowed roles
      role="radiogroup"
      className="qf-field qf-choice-group"
      aria-labelledby={nameByHeading ? labelledBy : legendId}
      aria-describedby={ids(descriptionId, errorId)}
      aria-required="true"
      aria-invalid={errorMessage ? 'true' : undefined}
    >
      {nameByHeading ? null : (
        <legend id={legendId} className={labelHidden ? 'visually-hidden' : 'qf-field__label qf-choice-group__legend'}>
          {label}
        </legend>
      )}
      {description ? (
        <span id={descriptionId} className="qf-field__description">
          {description}
        </span>
      ) : null}
      {errorId ? <FieldErrorLine id={errorId}>{errorMessage}</FieldErrorLine> : null}
      <div className="qf-choice-group__options">
        {options.map((option, index) => {
          const optionDescriptionId = option.description ? `${id}-${index}-description` : undefined;
          return (
            <div key={option.value} className="qf-choice">
              <label className="qf-choice__button">
                <input
                  type="radio"
                  className="qf-choice__input visually-hidden"
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={(e) => onChange(e.currentTarget.value)}
                  aria-describedby={ids(optionDescriptionId, errorId)}
                />
                <span className="qf-choice__indicator" aria-hidden="true">
                  <CheckMark />
                </span>
                <span className="qf-choice__label">{option.label}</span>
              </label>
              {option.description ? (
                <span id={optionDescriptionId} className="qf-choice__description">
                  {option.description}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
