export interface ImageUploadProps {
  /** What the image is for, used as the name of the upload button and preview: "Store logo". */
  label: string;
  /** URL of the image already saved, shown until a new file is chosen. */
  value?: string | null;
  /** Called with an accepted file, or null when the image is removed. */
  onChange?: (file: File | null) => void;
  /** Called with the error text when a file is refused. */
  onError?: (message: string) => void;
  /** Size limit in megabytes: 2 by default, 5 for slider images. */
  maxSizeMb?: number;
  /** Blocks choosing, dropping and removing. */
  disabled?: boolean;
  /** Shows upload progress instead of the actions. */
  uploading?: boolean;
  /** Upload progress from 0 to 100 while uploading. */
  progress?: number;
  /** Text of the choose button. */
  chooseLabel?: string;
  /** Text beside the button inviting a drop. */
  dropLabel?: string;
  /** Help under the drop zone; built from the size limit by default. */
  hint?: string;
  /** Accessible name of the remove button. */
  removeLabel?: string;
  /** Error for a file that is not JPG or PNG. */
  typeErrorMessage?: string;
  /** Error for a file over the limit, built from the limit. */
  sizeErrorMessage?: (limitMb: number) => string;
  /** Words before the percentage while uploading. */
  uploadingLabel?: string;
}
