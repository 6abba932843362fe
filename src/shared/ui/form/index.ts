export { CheckboxField } from './CheckboxField';
export { FocusFirstError } from './FocusFirstError';
export { SelectField, type SelectOption } from './SelectField';
export { applyServerErrors } from './serverErrors';
export { TextField, fieldIds, type TextFieldProps } from './TextField';
