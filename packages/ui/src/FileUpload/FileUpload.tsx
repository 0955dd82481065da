import { FileSpreadsheet, Trash2, Upload } from 'lucide-react';
import { forwardRef, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../Button/index.ts';
import {
  DropZone,
  ErrorText,
  FileName,
  FileRow,
  FileSize,
  FileText,
  Hint,
  Root,
} from './FileUpload.styles.ts';
import type { FileUploadProps } from './FileUpload.types.ts';
import { formatFileSize, validateCsvFile } from './validateCsv.ts';

export const FileUpload = forwardRef<HTMLDivElement, FileUploadProps>(function FileUpload(
  {
    label,
    value,
    onChange,
    onError,
    disabled = false,
    chooseLabel = 'Choose CSV file',
    dropLabel = 'or drop it here',
    hint = 'CSV only, with a header row.',
    removeLabel = 'Remove',
    typeErrorMessage,
    maxBytes,
    sizeErrorMessage,
  },
  ref,
) {
  const [innerFile, setInnerFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const file = value !== undefined ? value : innerFile;

  const take = (candidate: File | undefined) => {
    if (!candidate || disabled) return;
    const message = validateCsvFile(candidate, typeErrorMessage, maxBytes, sizeErrorMessage);
    if (message) {
      setError(message);
      onError?.(message);
      return;
    }
    setError(null);
    setInnerFile(candidate);
    onChange?.(candidate);
  };
  const remove = () => {
    setInnerFile(null);
    setError(null);
    onChange?.(null);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <Root ref={ref}>
      {/* The button opens this picker; the input itself stays out of the tab order and the tree. */}
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        hidden
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {file ? (
        <FileRow>
          <FileSpreadsheet aria-hidden />
          <FileText>
            {/* bdi keeps a Latin file name and "4 KB" in their own order inside Arabic text. */}
            <FileName>
              <bdi>{file.name}</bdi>
            </FileName>
            <FileSize>
              <bdi>{formatFileSize(file.size)}</bdi>
            </FileSize>
          </FileText>
          <Button
            size="sm"
            variant="ghost"
            iconStart={<Trash2 aria-hidden />}
            disabled={disabled}
            aria-label={`${removeLabel} ${file.name}`}
            onClick={remove}
          >
            {removeLabel}
          </Button>
        </FileRow>
      ) : (
        <DropZone
          data-drop-zone=""
          data-drag-over={dragOver ? '' : undefined}
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
        >
          <Upload aria-hidden />
          <Button
            size="sm"
            variant="primary"
            disabled={disabled}
            aria-label={`${chooseLabel}: ${label}`}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            onClick={() => inputRef.current?.click()}
          >
            {chooseLabel}
          </Button>
          <span>{dropLabel}</span>
        </DropZone>
      )}
      <Hint id={hintId}>{hint}</Hint>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Root>
  );
});
FileUpload.displayName = 'FileUpload';
