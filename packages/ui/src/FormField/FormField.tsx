import { forwardRef, useId, useMemo } from 'react';
import { FormFieldContext } from './FormField.context.ts';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './FormField.styles.ts';
import type { FormFieldContextValue, FormFieldProps } from './FormField.types.ts';

export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(function FormField(
  { label, hint, error, invalid, required = false, disabled = false, id, children, ...rest },
  ref,
) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const context = useMemo<FormFieldContextValue>(
    () => ({
      id: controlId,
      labelId: `${controlId}-label`,
      hintId: hasHint ? `${controlId}-hint` : undefined,
      errorId: hasError ? `${controlId}-error` : undefined,
      invalid: hasError || Boolean(invalid),
      required,
      disabled,
    }),
    [controlId, hasHint, hasError, invalid, required, disabled],
  );
  return (
    <FieldRoot ref={ref} data-disabled={disabled ? '' : undefined} {...rest}>
      <FieldLabel id={context.labelId} htmlFor={controlId} data-disabled={disabled ? '' : undefined}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <FormFieldContext.Provider value={context}>{children}</FormFieldContext.Provider>
      {hasHint && <FieldHint id={context.hintId}>{hint}</FieldHint>}
      {/* Always mounted so screen readers announce a message the moment it appears. */}
      <FieldError id={context.errorId} aria-live="polite">
        {hasError ? error : null}
      </FieldError>
    </FieldRoot>
  );
});
FormField.displayName = 'FormField';
