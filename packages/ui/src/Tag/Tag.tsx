import { X } from 'lucide-react';
import { forwardRef } from 'react';
import type { KeyboardEvent } from 'react';
import { RemoveButton, StyledTag, TagLabel } from './Tag.styles.ts';
import type { TagProps } from './Tag.types.ts';

export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { tone = 'neutral', size = 'md', icon, onRemove, removeLabel, disabled = false, children, ...rest },
  ref,
) {
  const name = removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove');
  // Delete and Backspace are what people press to drop a chip in every tag input they know.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove?.();
    }
  };
  return (
    <StyledTag
      ref={ref}
      data-tone={tone}
      data-size={size}
      data-removable={onRemove ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      {...rest}
    >
      {icon}
      <TagLabel>{children}</TagLabel>
      {onRemove && (
        <RemoveButton
          type="button"
          aria-label={name}
          disabled={disabled}
          onClick={onRemove}
          onKeyDown={onKeyDown}
        >
          <X aria-hidden />
        </RemoveButton>
      )}
    </StyledTag>
  );
});
Tag.displayName = 'Tag';
