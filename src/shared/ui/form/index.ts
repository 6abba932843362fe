export { CheckboxField } from './CheckboxField';
export { FieldError, FieldLabel, fieldIds, validityClass } from './FieldParts';
export { FormAlert } from './FormAlert';
export { FormFocusingFirstError } from './FormFocusingFirstError';
export { SelectField } from './SelectField';
export { applyServerErrors } from './serverErrors';
export { SubmitButton } from './SubmitButton';
export { TextField, type TextFieldProps } from './TextField';
export { lazySchema } from './lazySchema';
