// The lazily loaded chunk of every field beyond the first screen's choice cards (see AnswerFields): they are built on
// react-aria, which the start page leaves out (issue 9), and the form kinds' markup that lays them out.
export { LaterAnswerFields } from './LaterAnswerFields';
export { AddressField } from '../../components/AddressField';
export { Checkbox } from '../../components/Checkbox';
export { DateField } from '../../components/DateField';
export { SelectField } from '../../components/SelectField';
export { TextField } from '../../components/TextField';
export { ZipField } from '../../components/ZipField';
export { NameBirthdateFields } from './kinds/NameBirthdateFields';
export { MarriedGenderMilitaryFields } from './kinds/MarriedGenderMilitaryFields';
export { IncidentsFields } from './kinds/IncidentsFields';
export { Sr22FilingFields } from './kinds/Sr22FilingFields';
export { PhoneFields } from './kinds/PhoneFields';
export { CodeFields } from './kinds/CodeFields';
export { AddressPhoneFields } from './kinds/AddressPhoneFields';
export { ReviewFields } from './kinds/ReviewFields';
export { KnockoutFields } from './kinds/KnockoutFields';
export { HomeDetailsFields } from './kinds/HomeDetailsFields';
export { VerifyDetailsFields } from './kinds/VerifyDetailsFields';
export { CoverageAmountsFields } from './kinds/CoverageAmountsFields';
// Renders each of them once off the page in idle time, so the first one a shopper meets is not also V8's first run.
export { warmLaterFields } from './warmLaterFields';
