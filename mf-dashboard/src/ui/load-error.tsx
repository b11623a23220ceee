import type { ApiError } from 'shared-domain';
import { Button, Notice } from './layout';
import { describeError } from '../campaigns/use-load';

export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <Notice role="alert">
      <p>{describeError(error)}</p>
      <Button type="button" onClick={onRetry}>Retry</Button>
    </Notice>
  );
}
