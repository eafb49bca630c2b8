import { useEffect, useRef, useState } from 'react';
import { Button, TextField } from '../../../components';
import { MAX_INCIDENTS_PER_CATEGORY } from '../../../../domain/constants';
import {
  INCIDENT_CATEGORIES,
  type IncidentCategory,
  type IncidentEntries,
} from '../../../../machines/intake/questions/incidentCategories';
import type { AnswerFieldsProps } from '../AnswerFields';
import { KindError } from './KindError';
import './kinds.css';

// The incidents form kind (spec 000 section 3, drivers/accidents-details): a group per incident category, each a list
// of up to 3 month-and-year fields the shopper adds and removes with buttons named after the entry they act on.

export const emptyIncidents = (): IncidentEntries => ({ atFault: [], tickets: [], dui: [], suspended: [], other: [] });

/** MM/YYYY as typed: digits only, the slash inserted after the month, a month starting above 1 padded. */
export function maskMonthYear(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length >= 1 && Number(digits[0]) > 1) digits = `0${digits}`;
  digits = digits.slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function IncidentsFields({ value, errors, set }: AnswerFieldsProps) {
  const answer = { ...emptyIncidents(), ...(value as Partial<IncidentEntries> | undefined) };
  // The field just added takes the focus, so a keyboard user types its date next; after a removal the focus goes
  // to the category's group rather than to the page.
  const [added, setAdded] = useState<string | null>(null);
  const [removedFrom, setRemovedFrom] = useState<IncidentCategory | null>(null);
  const groups = useRef<Partial<Record<IncidentCategory, HTMLFieldSetElement | null>>>({});
  useEffect(() => {
    if (removedFrom) groups.current[removedFrom]?.focus();
  }, [removedFrom]);
  const put = (key: IncidentCategory, list: string[]) => set({ ...answer, [key]: list });
  return (
    <div className="qf-incidents">
      <KindError>{errors['']}</KindError>
      {INCIDENT_CATEGORIES.map((c) => {
        const list = answer[c.key];
        return (
          <fieldset
            key={c.key}
            className="qf-incidents__category"
            tabIndex={-1}
            ref={(el) => {
              groups.current[c.key] = el;
            }}
          >
            <legend className="qf-incidents__heading">{c.heading}</legend>
            {list.map((date, i) => {
              const name = `${c.entry} ${i + 1}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries are positional (ticket 1, 2, 3); dates may repeat
                <div key={i} className="qf-incidents__entry">
                  <TextField
                    label={`${name}: month and year`}
                    description="MM/YYYY"
                    name={`${c.key}.${i}`}
                    inputMode="numeric"
                    maxLength={7}
                    value={date}
                    onChange={(v) =>
                      put(
                        c.key,
                        list.map((d, j) => (j === i ? maskMonthYear(v) : d)),
                      )
                    }
                    errorMessage={errors[`${c.key}.${i}`]}
                    autoFocus={added === `${c.key}.${i}`}
                  />
                  <Button
                    variant="link"
                    onPress={() => {
                      setAdded(null);
                      setRemovedFrom(c.key);
                      put(
                        c.key,
                        list.filter((_d, j) => j !== i),
                      );
                    }}
                  >
                    Remove <span className="visually-hidden">{name}</span>
                  </Button>
                </div>
              );
            })}
            <KindError>{errors[c.key]}</KindError>
            {list.length < MAX_INCIDENTS_PER_CATEGORY ? (
              <Button
                variant="secondary"
                onPress={() => {
                  setRemovedFrom(null);
                  setAdded(`${c.key}.${list.length}`);
                  put(c.key, [...list, '']);
                }}
              >
                {c.add}
              </Button>
            ) : (
              <p className="qf-incidents__full">That's the most we need: {MAX_INCIDENTS_PER_CATEGORY} of each kind.</p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
