import {
  Button as AriaButton,
  ComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
} from 'react-aria-components';
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
  placeholder?: string;
  name: string;
  autoFocus?: boolean;
}

/**
 * A searchable select for long lists (makes, models, trims: up to ~200 items): RAC ComboBox, so typing filters the
 * list and arrow keys, Enter and Escape work as in the ARIA combobox pattern. The form submits the option's value.
 */
export function SelectField({
  label,
  labelHidden,
  options,
  value,
  onChange,
  errorMessage,
  placeholder,
  name,
  autoFocus,
}: SelectFieldProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <ComboBox
      className="qf-field qf-select"
      defaultItems={options}
      value={value ? value : null}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      defaultFilter={contains}
      name={name}
      formValue="key"
      autoFocus={autoFocus}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      isRequired
    >
      <Label className={labelHidden ? 'visually-hidden' : 'qf-field__label'}>{label}</Label>
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
          renderEmptyState={() => <div className="qf-select__empty">No matches</div>}
        >
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className="qf-select__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
