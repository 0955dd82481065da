import { CircleAlert, Save, Undo2 } from 'lucide-react';
import { forwardRef } from 'react';
import { Button } from '../Button/index.ts';
import { SaveBarActions, SaveBarMessage, SaveBarRoot } from './SaveBar.styles.ts';
import type { SaveBarProps } from './SaveBar.types.ts';

/**
 * The bar of a form with unsaved changes: what is pending (or why the last save failed), Discard and Save.
 * Sticky at the bottom of the viewport while its container is on screen; renders nothing when `open` is false.
 */
export const SaveBar = forwardRef<HTMLDivElement, SaveBarProps>(function SaveBar(
  { open, message, label, saveLabel, discardLabel, onDiscard, onSave, form, saving = false, error, ...rest },
  ref,
) {
  if (!open) return null;
  const failed = error != null && error !== false;
  return (
    <SaveBarRoot
      ref={ref}
      role="region"
      aria-label={label ?? (typeof message === 'string' ? message : undefined)}
      data-error={failed ? '' : undefined}
      data-saving={saving ? '' : undefined}
      {...rest}
    >
      {failed ? (
        <SaveBarMessage role="alert" data-error="">
          <CircleAlert aria-hidden />
          {error}
        </SaveBarMessage>
      ) : (
        <SaveBarMessage>{message}</SaveBarMessage>
      )}
      <SaveBarActions>
        <Button type="button" iconStart={<Undo2 aria-hidden />} onClick={onDiscard} disabled={saving}>
          {discardLabel}
        </Button>
        <Button
          type={onSave && !form ? 'button' : 'submit'}
          form={form}
          variant="primary"
          iconStart={<Save aria-hidden />}
          loading={saving}
          onClick={onSave && !form ? onSave : undefined}
        >
          {saveLabel}
        </Button>
      </SaveBarActions>
    </SaveBarRoot>
  );
});
SaveBar.displayName = 'SaveBar';
