import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { toolLabel } from 'shared-domain/search';
import { SkeletonBlock } from 'shared-ui/states';
import { color, focusRing } from 'shared-ui';
import { badge } from '../ui/styles';

export type HitItem = { key: string; name: string; url: string; subTitle: string; toolName: string };

/** Search results, each a link to its page, with its subtitle and category. */
export function HitList({ items }: { items: readonly HitItem[] }) {
  return (
    <List>
      {items.map((h) => (
        <Item key={h.key}>
          <Name>
            <Link to={h.url}>{h.name}</Link>
          </Name>
          {h.subTitle && <Sub>{h.subTitle}</Sub>}
          {h.toolName && <Tag>{toolLabel(h.toolName)}</Tag>}
        </Item>
      ))}
    </List>
  );
}

/** The list's shape while it loads. */
export function HitListSkeleton() {
  return (
    <List aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <SkeletonBlock $height={64} $gap={0} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: 14px 16px;
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: 8px;
`;

const Name = styled.h2`
  margin: 0 0 4px;
  font-size: 1.0625rem;
  a {
    color: ${color.accent};
    text-decoration: none;
    border-radius: 2px;
    ${focusRing}
  }
  a:hover { text-decoration: underline; }
`;

const Sub = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: 0.9375rem;
`;

const Tag = styled.span`
  ${badge(color.canvas, color.muted, 10)}
  margin-top: 6px;
  font-size: 0.8125rem;
`;
