import { forwardRef } from 'react';
import * as S from './Skeleton.styles.ts';
import type {
  SkeletonCircleProps,
  SkeletonRectProps,
  SkeletonRootProps,
  SkeletonTextProps,
} from './Skeleton.types.ts';

const SkeletonRoot = forwardRef<HTMLDivElement, SkeletonRootProps>(function SkeletonRoot(
  { label, children, ...rest },
  ref,
) {
  return (
    <S.Root ref={ref} role="status" aria-busy="true" aria-label={label} {...rest}>
      {children}
    </S.Root>
  );
});
SkeletonRoot.displayName = 'Skeleton.Root';

const SkeletonText = forwardRef<HTMLSpanElement, SkeletonTextProps>(function SkeletonText(
  { lines = 1, inlineSize, style, ...rest },
  ref,
) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <S.Lines ref={ref} aria-hidden="true" data-skeleton="" style={{ inlineSize, ...style }} {...rest}>
      {Array.from({ length: count }, (_, i) => (
        <S.Line key={i} data-last={count > 1 && i === count - 1 ? '' : undefined} />
      ))}
    </S.Lines>
  );
});
SkeletonText.displayName = 'Skeleton.Text';

const SkeletonCircle = forwardRef<HTMLSpanElement, SkeletonCircleProps>(function SkeletonCircle(
  { size, style, ...rest },
  ref,
) {
  return (
    <S.Circle
      ref={ref}
      aria-hidden="true"
      data-skeleton=""
      style={size === undefined ? style : { inlineSize: size, blockSize: size, ...style }}
      {...rest}
    />
  );
});
SkeletonCircle.displayName = 'Skeleton.Circle';

const SkeletonRect = forwardRef<HTMLSpanElement, SkeletonRectProps>(function SkeletonRect(
  { inlineSize, blockSize, style, ...rest },
  ref,
) {
  return (
    <S.Rect
      ref={ref}
      aria-hidden="true"
      data-skeleton=""
      style={{ inlineSize, blockSize, ...style }}
      {...rest}
    />
  );
});
SkeletonRect.displayName = 'Skeleton.Rect';

/** Placeholder shapes shown while content loads: one labelled busy container, hidden pieces inside. */
export const Skeleton = {
  Root: SkeletonRoot,
  Text: SkeletonText,
  Circle: SkeletonCircle,
  Rect: SkeletonRect,
};
