import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { color, retryingComponent } from 'shared-ui';
import { bus, isStaff, searchResultsHref, storageOrMemory, type User } from 'shared-domain';
import { SearchForm, SearchInput } from '../search/search-field';
import { mobile, th } from '../theme/theme';
import { IconButton } from './header-parts';

// Both popups and the whole new box load on demand: the header is on every first page,
// and the host's first route has a 170 KB budget.
const loadOldPopup = () => import('../search/old-search-popup');
const OldSearchPopup = retryingComponent(loadOldPopup);
const NewSearchBox = retryingComponent(() => import('../search/new-search-box'));

/** Where a staff member's choice of the new search is remembered ('1' = new). */
export const NEW_SEARCH_KEY = 'mm.search.new';

const storage = () => storageOrMemory(() => window.localStorage);

/**
 * The header's search. Everyone gets the old box ('Search Channel, Media'); staff can
 * switch to the new one with suggestions ('Search...'), and the choice is remembered
 * (SPEC.md section 6). `compact` (under the breakpoint) shows a search button that opens
 * the box over the whole bar, so the bar keeps its height and every item its room.
 */
export function SearchBox({ user, compact = false }: { user: User | null; compact?: boolean }) {
  const staff = isStaff(user);
  const [preferNew, setPreferNew] = useState(() => storage().getItem(NEW_SEARCH_KEY) === '1');
  const [expanded, setExpanded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const { pathname, search } = useLocation();
  const showNew = staff && preferNew;

  // A search that leads somewhere folds the compact box away.
  useEffect(() => setExpanded(false), [pathname, search]);
  // Closed by hand: the focus goes back to the button that opened it, once it is back.
  useEffect(() => {
    if (!expanded && refocus.current) opener.current?.focus();
    refocus.current = false;
  }, [expanded]);

  const toggle = () => {
    const next = !preferNew;
    setPreferNew(next);
    if (next) storage().setItem(NEW_SEARCH_KEY, '1');
    else storage().removeItem(NEW_SEARCH_KEY);
  };

  const collapse = () => {
    refocus.current = true;
    setExpanded(false);
  };

  if (compact && !expanded) {
    return (
      <IconButton ref={opener} type="button" aria-label="Search" aria-expanded="false" onClick={() => setExpanded(true)}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L21 21" />
        </svg>
      </IconButton>
    );
  }

  return (
    <Area $overlay={compact} $wideOnly={!compact} onKeyDown={(e) => compact && e.key === 'Escape' && !e.defaultPrevented && collapse()}>
      {showNew ? (
        <NewSearchBox autoFocus={compact} fallback={<SearchForm role="search"><SearchInput aria-label="Search media" placeholder="Search..." readOnly /></SearchForm>} />
      ) : (
        <OldSearchBox autoFocus={compact} />
      )}
      {staff && (
        <Toggle type="button" aria-pressed={showNew} aria-label="New search" title="Switch between the old and the new search" onClick={toggle}>
          New
        </Toggle>
      )}
      {compact && (
        <IconButton type="button" aria-label="Close search" onClick={collapse}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 14 14" stroke="currentColor" strokeWidth="2">
            <path d="M2 2l10 10M12 2L2 12" />
          </svg>
        </IconButton>
      )}
    </Area>
  );
}

/** The old box: results 400 ms after typing stops; Enter or "See all" → /search-results?search=. */
function OldSearchBox({ autoFocus }: { autoFocus: boolean }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const popupId = useId();
  const query = text.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!query) return;
    setOpen(false);
    bus.publish({ type: 'search/submitted', query });
    navigate(searchResultsHref(query));
  };

  // Focus moving to a result link stays "inside"; anywhere else closes the popup.
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // Without script the form goes to the same results page by itself.
    <SearchForm role="search" action="/search-results" method="get" onSubmit={submit} onBlur={onBlur} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <SearchInput
        type="search"
        name="search"
        aria-label="Search media"
        aria-controls={open && query ? popupId : undefined}
        placeholder="Search Channel, Media"
        autoComplete="off"
        autoFocus={autoFocus}
        value={text}
        onFocus={() => {
          void loadOldPopup();
          setOpen(true);
        }}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
      />
      {open && query && (
        <OldSearchPopup id={popupId} text={query} onClose={() => setOpen(false)} fallback={null} />
      )}
    </SearchForm>
  );
}

/** `$wideOnly`: the full box as the server's page has it; a phone before its script runs has the one in the menu (ScriptlessMenu). */
const Area = styled.div<{ $overlay: boolean; $wideOnly: boolean }>`
  display: flex;
  flex: 1 1 320px;
  align-items: center;
  gap: 6px;
  max-width: 460px;
  min-width: 0;
  ${(p) => p.$wideOnly && `${mobile} { display: none; }`}
  ${(p) =>
    p.$overlay &&
    `position: absolute;
    z-index: 2;
    inset: 0 0 auto 0;
    max-width: none;
    height: ${th(p).headerHeight.mobile}px;
    padding: 0 8px;
    background: ${color.surface};`}
`;

const Toggle = styled.button`
  flex: none;
  height: 26px;
  padding: 0 8px;
  border: 1px solid ${color.line};
  border-radius: 13px;
  background: ${color.surface};
  color: ${color.muted};
  font: inherit;
  font-size: 12px;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.primaryInk};
  }
`;
