import type { ClipboardEvent } from 'react';
import { Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { FieldErrorText } from './FieldErrorText';
import './Field.css';

export interface TextInputBaseProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url' | 'none';
  autoComplete?: string;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
  name: string;
  autoFocus?: boolean;
  placeholder?: string;
  /** Normalises what the shopper typed or pasted (digits only, a date mask); the result is what onChange receives. */
  sanitize?: (raw: string) => string;
  /** Sizes the input to a short answer (zip, date). */
  short?: boolean;
}

/**
 * The shared body of TextField, DateField and ZipField: RAC TextField with its label, hint and error linked to the
 * input (aria-describedby) and aria-invalid while an error is shown. Internal: use the exported presets.
 */
export function TextInputBase({
  label,
  description,
  value,
  onChange,
  errorMessage,
  inputMode,
  autoComplete,
  maxLength,
  type = 'text',
  name,
  autoFocus,
  placeholder,
  sanitize,
  short,
}: TextInputBaseProps) {
  const clean = (raw: string) => {
    const next = sanitize ? sanitize(raw) : raw;
    return maxLength !== undefined ? next.slice(0, maxLength) : next;
  };

  // The browser truncates a paste at maxLength before any filter runs, so '(555) 123-4567' would lose digits:
  // build the pasted value ourselves, then clean it (spec 000 section 5: copy/paste allowed in number fields).
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!sanitize) return;
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    event.preventDefault();
    onChange(clean(input.value.slice(0, start) + pasted + input.value.slice(end)));
  };

  return (
    <AriaTextField
      className="qf-field"
      value={value}
      onChange={(raw) => onChange(clean(raw))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      type={type}
      name={name}
      autoFocus={autoFocus}
    >
      <Label className="qf-field__label">{label}</Label>
      {description ? (
        <Text slot="description" className="qf-field__description">
          {description}
        </Text>
      ) : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Input
        className={short ? 'qf-field__input qf-field__input--short' : 'qf-field__input'}
        placeholder={placeholder}
        onPaste={onPaste}
      />
    </AriaTextField>
  );
}
