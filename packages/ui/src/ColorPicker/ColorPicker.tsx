import { RadioGroup } from 'radix-ui';
import { forwardRef, useId, useState, type CSSProperties } from 'react';
import { isHexColor, normalizeHex } from './color.ts';
import {
  ErrorText,
  HexField,
  HexInput,
  InputRow,
  Label,
  NativeInput,
  Root,
  Swatch,
  SwatchGroup,
} from './ColorPicker.styles.ts';
import type { ColorPickerProps, ColorSwatch } from './ColorPicker.types.ts';

/** The product's default primary colour plus the order-status hues. */
export const defaultColorSwatches: ColorSwatch[] = [
  { value: '#4b7cf3', label: 'Blue' },
  { value: '#1f8a4c', label: 'Green' },
  { value: '#b86e00', label: 'Amber' },
  { value: '#d92d3a', label: 'Red' },
  { value: '#7c3aed', label: 'Purple' },
  { value: '#0e7490', label: 'Teal' },
  { value: '#db2777', label: 'Pink' },
  { value: '#475569', label: 'Slate' },
];

const swatchStyle = (hex: string) => ({ '--swatch': hex }) as CSSProperties;

export const ColorPicker = forwardRef<HTMLDivElement, ColorPickerProps>(function ColorPicker(
  {
    label,
    value,
    defaultValue = '#4b7cf3',
    onChange,
    swatches = defaultColorSwatches,
    disabled = false,
    swatchesLabel = 'Preset colours',
    hexLabel = 'Hex code',
    customLabel = 'Custom colour',
    invalidHexMessage = 'Enter a colour as #rgb or #rrggbb.',
  },
  ref,
) {
  const [innerValue, setInnerValue] = useState(normalizeHex(defaultValue));
  const current = value !== undefined ? normalizeHex(value) : innerValue;
  const [text, setText] = useState(current);
  const [shownValue, setShownValue] = useState(current);
  // An outside change of the value replaces whatever is typed in the hex box.
  if (shownValue !== current) {
    setShownValue(current);
    setText(current);
  }
  const hexId = useId();
  const errorId = useId();
  const invalid = !isHexColor(text);

  const choose = (hex: string) => {
    const next = normalizeHex(hex);
    setInnerValue(next);
    setShownValue(next);
    setText(next);
    if (next !== current) onChange?.(next);
  };

  const checked = swatches.find((swatch) => normalizeHex(swatch.value) === current)?.value ?? '';

  return (
    <Root ref={ref} role="group" aria-label={label}>
      {swatches.length > 0 && (
        <RadioGroup.Root
          asChild
          value={checked}
          onValueChange={choose}
          disabled={disabled}
          aria-label={swatchesLabel}
        >
          <SwatchGroup>
            {swatches.map((swatch) => (
              <RadioGroup.Item asChild key={swatch.value} value={swatch.value}>
                <Swatch
                  aria-label={swatch.label ?? swatch.value}
                  title={swatch.label ?? swatch.value}
                  style={swatchStyle(swatch.value)}
                />
              </RadioGroup.Item>
            ))}
          </SwatchGroup>
        </RadioGroup.Root>
      )}
      <InputRow>
        <HexField>
          <Label htmlFor={hexId}>{hexLabel}</Label>
          <HexInput
            id={hexId}
            value={text}
            disabled={disabled}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              if (isHexColor(next)) {
                const hex = normalizeHex(next);
                setInnerValue(hex);
                setShownValue(hex);
                if (hex !== current) onChange?.(hex);
              }
            }}
            onBlur={() => {
              if (isHexColor(text)) setText(normalizeHex(text));
            }}
          />
        </HexField>
        <NativeInput
          type="color"
          aria-label={customLabel}
          value={current}
          disabled={disabled}
          onChange={(event) => choose(event.target.value)}
        />
      </InputRow>
      {invalid && <ErrorText id={errorId}>{invalidHexMessage}</ErrorText>}
    </Root>
  );
});
ColorPicker.displayName = 'ColorPicker';
