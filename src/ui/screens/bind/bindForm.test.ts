import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileString } from '../../../../tests/server/arbitraries';
import { autoRc2Questions } from '../../../../server/ratecall/questions/autoChains';
import { screenQuestions } from '../../../machines/bind/bind.selectors';
import { bindUserOf } from '../../../machines/bind/bindUser';
import { bindStepOf } from '../../../machines/bind/steps';
import { storyHousehold } from '../stories/driveBind';
import { answerOf, type FormValues, initialValues, shownFields, validate } from './bindForm';

// The sandbox-question form's rules, over any input: a screen with no messages is an answer its step accepts, and
// every message names a field the screen shows (or the screen itself).

const household = storyHousehold();
const user = bindUserOf({ user: household, carrierId: 'libertymutual' });
const questions = autoRc2Questions({
  user: household,
  carrierId: 'libertymutual',
  carrierName: 'Liberty Mutual',
  state: 'OH',
  breakout: 'grouped',
  today: new Date(Date.UTC(2026, 10, 23)),
});

describe.each(['vehicleMoreDetails', 'driverMoreDetails', 'driverLicenseObtainedAge', 'coverageStartDate'])(
  '%s',
  (stepId) => {
    const def = bindStepOf(stepId);
    const index = stepId === 'driverMoreDetails' ? 2 : 1;
    const fields = screenQuestions(def, user, index, questions);

    it('asks some of the session’s questions, each once', () => {
      expect(fields.length).toBeGreaterThan(0);
      expect(new Set(fields.map((f) => f.question.id)).size).toBe(fields.length);
    });

    it('never lets through an answer its step refuses, whatever is typed', () => {
      const value = fc.oneof(
        hostileString(60, 5_000),
        fc.boolean(),
        fc.constant(undefined),
        fc.constantFrom('Yes', 'No', '16', '03/15/2021'),
      );
      fc.assert(
        fc.property(fc.array(value, { minLength: fields.length, maxLength: fields.length }), (picked) => {
          const values: FormValues = { ...initialValues(fields, {}) };
          fields.forEach((f, i) => {
            values[f.key] = picked[i];
          });
          const shown = shownFields(fields, values, {}, questions);
          const answer = answerOf(shown, values);
          const errors = validate(def, shown, values, answer);
          const keys = new Set(['', ...shown.map((f) => f.key)]);
          for (const key of Object.keys(errors)) expect(keys.has(key)).toBe(true);
          if (Object.keys(errors).length === 0) expect(def.parse(answer).success).toBe(true);
          for (const key of Object.keys(answer)) expect(shown.some((f) => f.key === key)).toBe(true);
        }),
        { numRuns: 150 },
      );
    });

    it('accepts the screen as the carrier prefilled it once the required blanks are filled', () => {
      const values = initialValues(fields, {});
      const shown = shownFields(fields, values, {}, questions);
      const errors = validate(def, shown, values, answerOf(shown, values));
      for (const key of Object.keys(errors)) {
        const q = shown.find((f) => f.key === key)?.question;
        expect(q?.required && q.defaultValue === undefined).toBe(true);
      }
    });
  },
);
