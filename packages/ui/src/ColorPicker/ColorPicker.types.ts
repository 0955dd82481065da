export interface ColorSwatch {
  /** The colour as '#rrggbb'. */
  value: string;
  /** Spoken name of the swatch ("Blue"); the hex code is read when omitted. */
  label?: string;
}

export interface ColorPickerProps {
  /** Name of the whole control: "Primary colour", "Delivered status colour". */
  label: string;
  /** Selected colour as '#rrggbb' (controlled). */
  value?: string;
  /** Initial colour when uncontrolled; the product's default primary colour unless set. */
  defaultValue?: string;
  /** Called with a normalised lowercase '#rrggbb' whenever a valid colour is chosen. */
  onChange?: (value: string) => void;
  /** Preset swatches offered as radio buttons. */
  swatches?: ColorSwatch[];
  /** Blocks every part of the control. */
  disabled?: boolean;
  /** Accessible name of the swatch radio group. */
  swatchesLabel?: string;
  /** Label of the hex text input. */
  hexLabel?: string;
  /** Accessible name of the native colour input. */
  customLabel?: string;
  /** Error shown under the hex input while its text is not a colour. */
  invalidHexMessage?: string;
}
