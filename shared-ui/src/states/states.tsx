import styled from 'styled-components';
import type { ReactNode } from 'react';
import { color } from 'shared-ui';
import { Button } from '../forms/button';

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** The framed box the states sit in. */
/** A list without bullets or indent (rows of items, a checklist), with a little room under it. */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
`;

export const StateBox = styled.div`
  border: 1px solid ${color.line};
  background: ${color.surface};
  border-radius: 8px;
  padding: 24px;
  text-align: center;
`;

const Message = styled.p`
  margin: 0 0 16px;
`;

/** A failed load, said in words, and a Retry that loads again. */
export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <StateBox role="alert">
      <Message>
        <strong>{title}</strong>
      </Message>
      <Message>{message}</Message>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </StateBox>
  );
}

/** Nothing to show, with an optional way on. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <StateBox>
      <Message>{children}</Message>
      {action}
    </StateBox>
  );
}

/** Announces loading to assistive technology; the visible part is the skeleton. */
export function LoadingState({ label }: { label: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {label}
    </VisuallyHidden>
  );
}

/** A grey shimmering block where content will be: `$height` px (default 72), `$gap` px below (default 12). */
export const SkeletonBlock = styled.div<{ $height?: number; $gap?: number }>`
  height: ${(p) => p.$height ?? 72}px;
  margin-bottom: ${(p) => p.$gap ?? 12}px;
  border-radius: 8px;
  background: linear-gradient(90deg, ${color.shade} 0%, ${color.canvas} 50%, ${color.shade} 100%);
  background-size: 200% 100%;
  animation: mm-shimmer 1.2s ease-in-out infinite;
  @keyframes mm-shimmer {
    from { background-position: 200% 0; }
    to { background-position: -200% 0; }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
