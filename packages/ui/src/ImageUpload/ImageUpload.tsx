import { ImageUp, Trash2, Upload } from 'lucide-react';
import { Progress } from 'radix-ui';
import { forwardRef, useEffect, useId, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { Button } from '../Button/index.ts';
import {
  Actions,
  DropZone,
  ErrorText,
  Hint,
  Preview,
  ProgressFill,
  ProgressRow,
  ProgressTrack,
  Root,
} from './ImageUpload.styles.ts';
import type { ImageUploadProps } from './ImageUpload.types.ts';
import { validateImageFile } from './validateImage.ts';

/** Revokes a preview URL when it is replaced or the component unmounts, so blobs do not leak. */
function useRevokeOnChange(url: string | null) {
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
}

export const ImageUpload = forwardRef<HTMLDivElement, ImageUploadProps>(function ImageUpload(
  {
    label,
    value = null,
    onChange,
    onError,
    maxSizeMb = 2,
    disabled = false,
    uploading = false,
    progress = 0,
    chooseLabel = 'Choose image',
    dropLabel = 'or drop it here',
    hint,
    removeLabel,
    typeErrorMessage,
    sizeErrorMessage,
    uploadingLabel = 'Uploading',
  },
  ref,
) {
  // The chosen file's preview URL; undefined while nothing new is chosen, so the saved value shows.
  const [fileUrl, setFileUrl] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [savedValue, setSavedValue] = useState(value);
  // A new saved image from the parent (after upload, or another record) replaces the local choice.
  if (savedValue !== value) {
    setSavedValue(value);
    setFileUrl(undefined);
  }
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useRevokeOnChange(fileUrl ?? null);
  const hintId = useId();
  const errorId = useId();
  const shown = fileUrl === undefined ? value : fileUrl;
  const busy = disabled || uploading;

  const take = (candidate: File | undefined) => {
    if (!candidate || busy) return;
    const message = validateImageFile(candidate, maxSizeMb, {
      type: typeErrorMessage,
      size: sizeErrorMessage,
    });
    if (message) {
      setError(message);
      onError?.(message);
      return;
    }
    setError(null);
    setFileUrl(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(candidate) : null);
    onChange?.(candidate);
  };
  const remove = () => {
    setFileUrl(null);
    setError(null);
    onChange?.(null);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    take(event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!busy) setDragOver(true);
  };

  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const chooseButton = (
    <Button
      size="sm"
      variant={shown ? 'secondary' : 'primary'}
      iconStart={<Upload aria-hidden />}
      disabled={busy}
      aria-label={`${chooseLabel}: ${label}`}
      aria-describedby={describedBy}
      onClick={() => inputRef.current?.click()}
    >
      {chooseLabel}
    </Button>
  );

  return (
    <Root ref={ref} aria-busy={uploading || undefined}>
      {/* The button opens this picker; the input itself stays out of the tab order and the tree. */}
      <input
        ref={inputRef}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        hidden
        disabled={busy}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {shown ? (
        <Preview onDragOver={onDragOver} onDragLeave={() => setDragOver(false)} onDrop={onDrop}>
          <img src={shown} alt={label} />
        </Preview>
      ) : (
        <DropZone
          data-drop-zone=""
          data-drag-over={dragOver ? '' : undefined}
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          onDragOver={onDragOver}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
        >
          <ImageUp aria-hidden />
          {!uploading && chooseButton}
          {!uploading && <span>{dropLabel}</span>}
        </DropZone>
      )}
      {uploading ? (
        <ProgressRow>
          <span aria-hidden>
            {uploadingLabel} {percent}%
          </span>
          <Progress.Root asChild value={percent} aria-label={`${uploadingLabel}: ${label}`}>
            <ProgressTrack>
              <Progress.Indicator asChild>
                <ProgressFill style={{ '--progress': `${percent}%` } as CSSProperties} />
              </Progress.Indicator>
            </ProgressTrack>
          </Progress.Root>
        </ProgressRow>
      ) : (
        shown && (
          <Actions>
            {chooseButton}
            <Button
              size="sm"
              variant="ghost"
              iconStart={<Trash2 aria-hidden />}
              disabled={disabled}
              onClick={remove}
            >
              {removeLabel ?? 'Remove'}
            </Button>
          </Actions>
        )
      )}
      <Hint id={hintId}>{hint ?? `JPG or PNG, smaller than ${maxSizeMb}MB.`}</Hint>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Root>
  );
});
ImageUpload.displayName = 'ImageUpload';
