export { CheckboxField } from './CheckboxField';
export { FieldError, FieldLabel } from './FieldParts';
export { FocusFirstError } from './FocusFirstError';
export { SelectField, type SelectOption } from './SelectField';
export { applyServerErrors } from './serverErrors';
export { TextField, fieldIds, type TextFieldProps } from './TextField';
