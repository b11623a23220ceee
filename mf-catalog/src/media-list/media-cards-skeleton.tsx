import { SkeletonBlock } from 'shared-ui/states';
import { CardGrid } from '../ui/primitives';

/** Grey blocks where `count` media cards will be, hidden from assistive technology (a LoadingState speaks). */
export function MediaCardsSkeleton({ count }: { count: number }) {
  return (
    <CardGrid $min={280} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <SkeletonBlock $height={150} $gap={0} />
        </li>
      ))}
    </CardGrid>
  );
}
