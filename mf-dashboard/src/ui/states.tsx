import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Button, VisuallyHidden } from './primitives';
import { color } from './tokens';

export const Box = styled.div`
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
    <Box role="alert">
      <Message>
        <strong>{title}</strong>
      </Message>
      <Message>{message}</Message>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}

/** Nothing to show, with an optional way on. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box>
      <Message>{children}</Message>
      {action}
    </Box>
  );
}

/** Announces loading to assistive technology; the visible part is the skeleton. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {label}
    </VisuallyHidden>
  );
}

export const SkeletonBlock = styled.div<{ $height?: number }>`
  height: ${(p) => p.$height ?? 72}px;
  margin-bottom: 12px;
  border-radius: 8px;
  background: linear-gradient(90deg, #eceef2 0%, #f5f6f8 50%, #eceef2 100%);
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
