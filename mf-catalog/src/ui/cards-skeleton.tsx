import { SkeletonBlock } from 'shared-ui/states';
import { CardGrid } from './primitives';

/**
 * Grey blocks where `count` cards `height` px tall will be, in a CardGrid of `min` px columns;
 * hidden from assistive technology (a LoadingState speaks).
 */
export function CardsSkeleton({ count, height, min, testId }: { count: number; height: number; min?: number; testId?: string }) {
  return (
    <CardGrid $min={min} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <SkeletonBlock $height={height} $gap={0} />
        </li>
      ))}
    </CardGrid>
  );
}
