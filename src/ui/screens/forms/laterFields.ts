// The lazily loaded chunk of every field beyond the first screen's choice cards (see AnswerFields): they are built on
// react-aria, which the start page leaves out (issue 9).
export { AddressField } from '../../components/AddressField';
export { Checkbox } from '../../components/Checkbox';
export { DateField } from '../../components/DateField';
export { SelectField } from '../../components/SelectField';
export { TextField } from '../../components/TextField';
export { ZipField } from '../../components/ZipField';
export { NameBirthdateFields } from './kinds/NameBirthdateFields';
export { MarriedGenderMilitaryFields } from './kinds/MarriedGenderMilitaryFields';
