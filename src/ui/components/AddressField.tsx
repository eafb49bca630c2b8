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
import { FieldErrorText } from './FieldErrorText';
import './Field.css';
import './SelectField.css';

export interface AddressFieldProps {
  label: string;
  name: string;
  /** The street line as typed (or as picked from a suggestion). */
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for what was typed; picking one calls onPick with its value. */
  suggestions: { value: string; label: string }[];
  onPick: (value: string) => void;
  errorMessage?: string;
  /** Suggestions are being fetched: announced politely, the field stays usable. */
  busy?: boolean;
  autoComplete?: string;
}

/**
 * A street-address input with suggestions (ARIA combobox with a free-text value): the shopper may type any address
 * or pick a suggestion; the list never replaces what was typed until one is chosen.
 */
export function AddressField({
  label,
  name,
  value,
  onChange,
  suggestions,
  onPick,
  errorMessage,
  busy,
  autoComplete,
}: AddressFieldProps) {
  // Each suggestion is keyed by its place in the list: its key becomes DOM ids (the option's, the input's
  // aria-activedescendant), which must not hold the address itself (a session recording keeps attributes as they are).
  const items = suggestions.map((s, i) => ({ ...s, key: `suggestion-${i}` }));
  return (
    <ComboBox
      className="qf-field qf-select"
      items={items}
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(key) => {
        const picked = items.find((s) => s.key === key);
        if (picked) onPick(picked.value);
      }}
      allowsCustomValue
      // Suggestions arrive after typing pauses: the list opens on typing and fills in when they come.
      allowsEmptyCollection
      menuTrigger="input"
      name={name}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      isRequired
    >
      <Label className="qf-field__label">{label}</Label>
      <Text slot="description" className="qf-field__description">
        Start with the house number. Suggestions appear as you type.
      </Text>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Group className="qf-select__control">
        <Input className="qf-field__input qf-select__input" autoComplete={autoComplete} maxLength={120} />
        <AriaButton className="qf-select__trigger" aria-label="Show address suggestions">
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
      <span role="status" className="visually-hidden">
        {busy ? 'Looking up addresses' : ''}
      </span>
      <Popover className="qf-select__popover" offset={4} maxHeight={320}>
        <ListBox<(typeof items)[number]>
          className="qf-select__listbox"
          renderEmptyState={() => (
            <div className="qf-select__empty">{busy ? 'Looking up addresses…' : 'No suggestions yet'}</div>
          )}
        >
          {(s) => (
            <ListBoxItem id={s.key} textValue={s.label} className="qf-select__option">
              {s.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
