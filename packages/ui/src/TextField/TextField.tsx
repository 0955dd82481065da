import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { useFieldControl } from '../FormField/index.ts';
import { FieldFrame } from '../internal/field/FieldFrame.tsx';
import { Adornment, InputElement, InputShell, ShellButton } from '../internal/field/field.styles.ts';
import type { TextFieldProps } from './TextField.types.ts';

const LTR_TYPES = new Set(['email', 'tel', 'url']);

const TextInput = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'hint' | 'error'>>(
  function TextInput(
    {
      type = 'text',
      size = 'md',
      prefix,
      suffix,
      invalid,
      required,
      disabled,
      id,
      className,
      style,
      showPasswordLabel = 'Show password',
      hidePasswordLabel = 'Hide password',
      'aria-describedby': describedBy,
      ...rest
    },
    ref,
  ) {
    const control = useFieldControl({ id, invalid, required, disabled, 'aria-describedby': describedBy });
    const [revealed, setRevealed] = useState(false);
    const isPassword = type === 'password';
    return (
      <InputShell
        className={className}
        style={style}
        data-size={size}
        data-invalid={control.invalid ? '' : undefined}
        data-disabled={control.disabled ? '' : undefined}
      >
        {prefix !== undefined && <Adornment dir="auto">{prefix}</Adornment>}
        <InputElement
          ref={ref}
          type={isPassword && revealed ? 'text' : type}
          // Addresses, numbers and links read left to right even in an Arabic screen.
          dir={LTR_TYPES.has(type) ? 'ltr' : undefined}
          id={control.id}
          disabled={control.disabled}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
          aria-describedby={control['aria-describedby']}
          {...rest}
        />
        {suffix !== undefined && <Adornment dir="auto">{suffix}</Adornment>}
        {isPassword && (
          <ShellButton
            type="button"
            aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
            disabled={control.disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </ShellButton>
        )}
      </InputShell>
    );
  },
);

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, ...props },
  ref,
) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      invalid={props.invalid}
      required={props.required}
      disabled={props.disabled}
      id={props.id}
    >
      <TextInput ref={ref} {...props} />
    </FieldFrame>
  );
});
TextField.displayName = 'TextField';
