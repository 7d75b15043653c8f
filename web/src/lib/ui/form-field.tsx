// The field moved to the kit's field.tsx; this path stays for the forms that import it by this name.
export { controlClass, Field, FormField, type ControlProps, type FieldProps, type FormFieldProps } from './field';
