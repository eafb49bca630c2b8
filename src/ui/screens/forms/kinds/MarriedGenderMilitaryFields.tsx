import { ChoiceGroup } from '../../../components';
import type { AnswerFieldsProps } from '../AnswerFields';

// The married-gender-military form kind (spec 000 section 2, drivers/married-gender-military): three choices on one
// screen, each a radio group named by its own visible question, with its error announced inside the group.

export interface MarriedGenderMilitaryAnswer {
  maritalStatus?: string;
  gender?: string;
  militaryAffiliation?: string;
}

const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

export function MarriedGenderMilitaryFields({ view, value, errors, set }: AnswerFieldsProps) {
  const answer = (value ?? {}) as MarriedGenderMilitaryAnswer;
  const put = (key: keyof MarriedGenderMilitaryAnswer) => (v: string) => set({ ...answer, [key]: v });
  const self = view.index === 1;
  return (
    <>
      <ChoiceGroup
        label={self ? 'Are you married?' : 'Is this driver married?'}
        name="maritalStatus"
        options={YES_NO}
        value={answer.maritalStatus}
        onChange={put('maritalStatus')}
        errorMessage={errors.maritalStatus}
      />
      <ChoiceGroup
        label={self ? "What's your gender?" : "What's this driver's gender?"}
        name="gender"
        // The catalogue's gender options (spec 000 section 9: Male, Female, Non-binary).
        options={view.options}
        value={answer.gender}
        onChange={put('gender')}
        errorMessage={errors.gender}
      />
      <ChoiceGroup
        label={
          self
            ? 'Have you or a family member served in the US military?'
            : 'Has this driver or a family member served in the US military?'
        }
        name="militaryAffiliation"
        options={YES_NO}
        value={answer.militaryAffiliation}
        onChange={put('militaryAffiliation')}
        errorMessage={errors.militaryAffiliation}
      />
    </>
  );
}
