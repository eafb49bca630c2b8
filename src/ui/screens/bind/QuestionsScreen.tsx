import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { type BindSession, type ScreenQuestion, screenQuestions } from '../../../machines/bind/bind.selectors';
import { ASSIGNED_DRIVER_MESSAGE } from '../../../domain/ratecallErrors';
import { answerOf, carrierMessage, type FormValue, initialValues, shownFields, validate } from './bindForm';
import { driverName } from './names';
import { QuestionFields } from './QuestionFields';
import { type BindScreenProps, FormBanner, ScreenFrame, useFocusFirstError } from './ScreenFrame';

// A screen of the sandbox's questions (rc2, rc3): the session's questions for this screen and loop item, shown by
// their display conditions, prefilled with the answer given before or the carrier's default; the answer object is
// keyed by the id's last part as the step parses it. The carrier's refusals (vinError, assignedDriverError,
// answerErrors) show on the field they name until the shopper edits it.

/** Headings of screens asking several questions, or a confirmation (whose prompt is the tick box's label). */
const SCREEN_TITLES: Record<string, string> = {
  vehicleMoreDetails: 'Tell us more about this vehicle',
  vehicleUsage: 'How this vehicle is used',
  driverMoreDetails: 'Tell us more about this driver',
  driversLicense: 'Driver’s license',
  sr22MoreDetails: 'SR-22 filing',
  driverInsuranceHistory: 'Your insurance history',
  confirmContactInformation: 'Confirm your contact information',
  recurringPayments: 'Authorize monthly payments',
  reviewDisclosures: 'Review and accept the disclosures',
  finalSummary: 'Review your purchase',
  mortgageInformation: 'Your mortgage lender',
  homeSummary: 'Check the details of your home',
  occupantSummary: 'Check who lives in the home',
};

/** A summary's confirmation as a statement to tick: its question ("Are these your vehicles?") is the heading. */
const CONFIRM_LABELS: Record<string, string> = {
  vehicleSummary: 'Yes, these are all the vehicles to insure',
  driverSummary: 'Yes, these are all the drivers in my household',
  vehicleDriverSummary: 'Yes, each vehicle has the right main driver',
  homeSummary: 'Yes, these details about my home are correct',
  occupantSummary: 'Yes, everyone who lives in the home is listed',
};

/** The field errors the carrier gave for this screen's questions (spec 001 section 8). */
export function carrierErrors(shown: readonly ScreenQuestion[], session: BindSession): Record<string, string> {
  const { answerErrors, vinError } = session.errors;
  const out: Record<string, string> = {};
  for (const { key, question: q } of shown) {
    const refused = answerErrors.filter((e) => e.questionId === q.id);
    if (refused.some((e) => e.message.includes(ASSIGNED_DRIVER_MESSAGE))) {
      const names = refused.flatMap((e) => (e.entityId === undefined ? [] : [driverName(session.user, e.entityId)]));
      out[key] = `Every driver must be the main driver of at least one vehicle. Not yet assigned: ${names.join(', ')}.`;
    } else if (refused.length) out[key] = carrierMessage(refused[0].message);
    else if (key === 'vin' && q.entityId !== undefined && vinError.includes(q.entityId))
      out[key] =
        'The carrier could not match this VIN to your vehicle. Check it on your registration or insurance card.';
  }
  return out;
}

export function QuestionsScreen({
  view,
  session,
  send,
  onBack,
  intro,
  banner,
  submitLabel,
}: BindScreenProps & { intro?: ReactNode; banner?: ReactNode; submitLabel?: string }) {
  const all = (view.def.source === 'rc3' ? session.online?.paymentQuestions : session.online?.questions) ?? [];
  const stored = view.user.answers;
  const fields = useMemo(() => screenQuestions(view.def, view.user, view.index, all), [view, all]);
  const [values, setValues] = useState(() => initialValues(fields, stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const { formRef, failedSubmit } = useFocusFirstError();

  const shown = shownFields(fields, values, stored, all);
  const fromCarrier = carrierErrors(shown, session);
  for (const key of edited) delete fromCarrier[key];
  const check = (next: typeof values) => {
    const nextShown = shownFields(fields, next, stored, all);
    return validate(view.def, nextShown, next, answerOf(nextShown, next));
  };

  const set = (key: string, value: FormValue) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setEdited((e) => (e.has(key) ? e : new Set([...e, key])));
    if (tried) setErrors(check(next));
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTried(true);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) failedSubmit();
    else send({ type: 'SUBMIT', answer: answerOf(shown, values) });
  };

  const confirmLabel = CONFIRM_LABELS[view.def.id];
  const alone =
    shown.length === 1 && (shown[0].question.type !== 'confirm' || confirmLabel) ? shown[0].question.prompt : null;
  const title = alone ?? SCREEN_TITLES[view.def.id] ?? shown[0]?.question.prompt ?? view.def.description;
  return (
    <ScreenFrame
      view={view}
      send={send}
      onBack={onBack}
      title={title}
      formRef={formRef}
      busy={session.loading}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      banner={
        banner || errors[''] ? (
          <>
            {banner}
            <FormBanner message={errors['']} />
          </>
        ) : null
      }
    >
      {intro}
      {fields.length === 0 ? <p>{view.def.description}</p> : null}
      <QuestionFields
        shown={shown}
        values={values}
        errors={{ ...fromCarrier, ...errors }}
        set={set}
        confirmLabel={confirmLabel}
      />
    </ScreenFrame>
  );
}
