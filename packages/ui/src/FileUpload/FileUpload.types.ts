export interface FileUploadProps {
  /** What the file is for, read with the button: "Product import". */
  label: string;
  /** The chosen file (controlled); null for none. */
  value?: File | null;
  /** Called with an accepted CSV file, or null when it is removed. */
  onChange?: (file: File | null) => void;
  /** Called with the error text when a file is refused. */
  onError?: (message: string) => void;
  /** Blocks choosing, dropping and removing. */
  disabled?: boolean;
  /** Text of the choose button. */
  chooseLabel?: string;
  /** Text beside the button inviting a drop. */
  dropLabel?: string;
  /** Help under the drop zone. */
  hint?: string;
  /** Text of the remove button. */
  removeLabel?: string;
  /** Error for a file that is not CSV. */
  typeErrorMessage?: string;
  /** Largest accepted file in bytes (the import takes up to 20 MB); no limit when omitted. */
  maxBytes?: number;
  /** Error for a file above `maxBytes`; "The file is larger than 20 MB." by default. */
  sizeErrorMessage?: string;
}
