import { type ReactNode, useCallback, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { labelSearch } from '../../domain/search';
import { FieldErrorText } from './FieldErrorText';
import './Field.css';
import './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  /** Keeps the label for assistive technology only, when the page h1 already asks the question. */
  labelHidden?: boolean;
  options: SelectOption[];
  value?: string;
  /** Receives the chosen option's value, or '' when the shopper clears the input. */
  onChange: (value: string) => void;
  errorMessage?: string;
  /** Help under the label, linked to the input by aria-describedby (a state's minimum, why a value changed). */
  description?: ReactNode;
  placeholder?: string;
  name: string;
  autoFocus?: boolean;
}

/** What the open list says when nothing matches: shown in the list and announced (issue 10). */
export const noMatchesText = (typed: string) => `No matches for “${typed.trim()}”`;

/**
 * Options matching what was typed, best first (src/domain/search.ts), then the others: RAC filters with `matches` and
 * keeps the whole list for a selected label and for the list opened from its button, so the order is all we give it.
 */
function useSearch(options: SelectOption[]) {
  const [typed, setTyped] = useState('');
  const search = useMemo(() => labelSearch(options), [options]);
  const found = useMemo(() => search(typed), [search, typed]);
  const ordered = useMemo(() => {
    const first = new Set(found);
    return [...found, ...options.filter((option) => !first.has(option))];
  }, [found, options]);
  const labels = useMemo(() => new Set(found.map((option) => option.label)), [found]);
  const matches = useCallback((label: string) => labels.has(label), [labels]);
  return { typed, setTyped, ordered, matches, nothingFound: found.length === 0 };
}

/**
 * A searchable select for long lists (makes, models, trims: up to ~200 items): RAC ComboBox, so typing filters the
 * list and arrow keys, Enter and Escape work as in the ARIA combobox pattern. The form submits the option's value.
 * Search forgives case, spacing, punctuation and diacritics; when nothing matches, the open list says so.
 */
export function SelectField({
  label,
  labelHidden,
  options,
  value,
  onChange,
  errorMessage,
  description,
  placeholder,
  name,
  autoFocus,
}: SelectFieldProps) {
  const { typed, setTyped, ordered, matches, nothingFound } = useSearch(options);
  return (
    <ComboBox
      className="qf-field qf-select"
      defaultItems={ordered}
      value={value ? value : null}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      defaultFilter={matches}
      onInputChange={setTyped}
      // Opened from its button or the arrow keys, the list shows every option in its own order.
      onOpenChange={(isOpen, trigger) => isOpen && trigger === 'manual' && setTyped('')}
      // Open on typing even when nothing matches, so the list can say so.
      allowsEmptyCollection
      name={name}
      formValue="key"
      autoFocus={autoFocus}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      isRequired
    >
      {({ isOpen }) => (
        <>
          <Label className={labelHidden ? 'visually-hidden' : 'qf-field__label'}>{label}</Label>
          {description ? (
            <Text slot="description" className="qf-field__description">
              {description}
            </Text>
          ) : null}
          <FieldErrorText>{errorMessage}</FieldErrorText>
          <Group className="qf-select__control">
            <Input className="qf-field__input qf-select__input" placeholder={placeholder} />
            <AriaButton className="qf-select__trigger">
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M5 7.5l5 5 5-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </AriaButton>
          </Group>
          <Popover className="qf-select__popover" offset={4} maxHeight={320}>
            <ListBox<SelectOption>
              className="qf-select__listbox"
              renderEmptyState={() => (
                <div className="qf-select__empty">{typed.trim() ? noMatchesText(typed) : 'Nothing to choose from'}</div>
              )}
            >
              {(option) => (
                <ListBoxItem id={option.value} textValue={option.label} className="qf-select__option">
                  {option.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
          {/* react-aria hides all but the input and the list while it is open; a live announcer it leaves exposed. */}
          <div role="status" className="visually-hidden" data-live-announcer="true">
            {isOpen && nothingFound && typed.trim() ? noMatchesText(typed) : ''}
          </div>
        </>
      )}
    </ComboBox>
  );
}
