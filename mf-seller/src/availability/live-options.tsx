import { useState } from 'react';
import styled from 'styled-components';
import { color, focusRing, useRuntime } from 'shared-ui';
import { useResource, VisuallyHidden } from 'shared-ui/states';
import { Button } from 'shared-ui/forms';
import { fetchMediaDetail } from 'shared-domain';
import type { LiveListing } from 'shared-domain/seller';
import { problemText } from '../shared/seller-format';
import { AppLink, SmallPrint } from '../shared/seller-ui';

const Disclosure = styled.details`
  margin: 8px 0 4px;
  summary {
    cursor: pointer;
    color: ${color.accent};
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
    ${focusRing}
  }
  ul {
    margin: 0 0 4px;
    padding-left: 20px;
  }
  li {
    min-height: 32px;
  }
`;

/** The live options of a listing, each linking to its availability (read from the catalog, so only what buyers see). */
function OptionLinks({ live, listingName }: { live: LiveListing; listingName: string }) {
  const api = useRuntime().api.serviceA;
  const [detail, retry] = useResource(`live-options:${live.category}/${live.slug}`, () => fetchMediaDetail(api, live.category, live.slug));
  if (detail.status === 'loading') return <SmallPrint role="status">Loading the live options…</SmallPrint>;
  if (detail.status === 'error') {
    return (
      <SmallPrint role="alert">
        Could not load the live options: {problemText(detail.error)} <Button type="button" $variant="link" $size="small" onClick={retry}>Retry</Button>
      </SmallPrint>
    );
  }
  if (detail.data.mediaOptions.length === 0) return <SmallPrint>This listing has no live options.</SmallPrint>;
  return (
    <ul>
      {detail.data.mediaOptions.map((o) => (
        <li key={o._id}>
          <AppLink to={`/seller/availability/${encodeURIComponent(o._id)}`} state={{ optionName: `${o.name} — ${listingName}` }}>
            Availability of {o.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** "Availability": a live listing's options, loaded when opened. */
export function LiveOptions({ live, listingName }: { live: LiveListing; listingName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Availability<VisuallyHidden> of {listingName}’s options</VisuallyHidden></summary>
      {open ? <OptionLinks live={live} listingName={listingName} /> : null}
    </Disclosure>
  );
}
