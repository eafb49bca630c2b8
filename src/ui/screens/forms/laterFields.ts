// The lazily loaded chunk of combobox fields (see AnswerFields).
export { SelectField } from '../../components/SelectField';
export { AddressField } from '../../components/AddressField';
