import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Subject } from 'rxjs';
import styled from 'styled-components';
import { bus, type SearchSuggestion } from 'shared-domain';
import { searchPageHref } from 'shared-domain';
import { SUGGESTION_DEBOUNCE_MS, searchFailureMessage, suggestionToolLabel } from 'shared-domain/search';
import { th } from '../theme/theme';
import { NOTHING, debounceSwitchMap, fromAbortable } from './debounce-switch-map';
import { SearchForm, SearchInput } from './search-field';
import { Popup, PopupList, PopupMessage, ToolTag } from './search-popup';
import { useSearchApi } from './search-api';

/** The suggestions for one text; `failed` when the request failed (the list is then empty). */
type Answer = { query: string; suggestions: SearchSuggestion[]; failed?: boolean };

const keepFocus = (e: MouseEvent) => e.preventDefault();

/**
 * The new search (SPEC.md section 2): suggestions 500 ms after typing stops, an ARIA
 * combobox with a listbox. Clicking a suggestion opens /search?q={suggestion} in a new tab;
 * Enter on free text goes to /search?q={text} here. Loaded only when a staff member turns it on.
 */
export default function NewSearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const api = useSearchApi();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [text$] = useState(() => new Subject<string>());
  const lastSent = useRef('');

  useEffect(() => {
    const sub = text$
      .pipe(
        debounceSwitchMap(SUGGESTION_DEBOUNCE_MS, (query: string) =>
          query
            ? fromAbortable<Answer>((signal) =>
                api.suggestions(query, signal).then(
                  (suggestions) => ({ query, suggestions }),
                  (err: unknown) => {
                    // Dropped for newer text: nobody waits for it, so nothing to report.
                    if (signal.aborted) throw err;
                    bus.publish({ type: 'snackbar/shown', tone: 'error', message: searchFailureMessage(err) });
                    return { query, suggestions: [], failed: true };
                  },
                ),
              )
            : NOTHING,
        ),
      )
      .subscribe({
        next: (a) => {
          setAnswer(a);
          setActive(-1);
        },
        error: () => undefined,
      });
    return () => sub.unsubscribe();
  }, [text$, api]);

  const query = text.trim();
  // An answer counts only for the text now in the box, so an older one is never shown.
  const current = answer && answer.query === query ? answer : null;
  const options = current?.suggestions ?? [];
  const message = !query
    ? 'Start typing to search...'
    : !current
      ? 'Searching...'
      : !current.failed && options.length === 0
        ? `No results found for "${query}"`
        : null;
  const expanded = open && (message !== null || options.length > 0);
  const activeOption = expanded && active >= 0 && active < options.length ? active : -1;

  useEffect(() => {
    if (activeOption >= 0) document.getElementById(`${id}-option-${activeOption}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeOption]);

  const change = (value: string, show = true) => {
    setText(value);
    setOpen(show);
    setActive(-1);
    const q = value.trim();
    if (q !== lastSent.current) {
      lastSent.current = q;
      text$.next(q);
    }
  };

  const clear = () => {
    change('');
    input.current?.focus();
  };

  const pick = (s: SearchSuggestion) => {
    setOpen(false);
    window.open(searchPageHref(s.suggestion), '_blank', 'noopener');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!query) return;
    setOpen(false);
    bus.publish({ type: 'search/submitted', query });
    navigate(searchPageHref(query));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (n) setActive(e.key === 'ArrowDown' ? (activeOption + 1) % n : activeOption <= 0 ? n - 1 : activeOption - 1);
    } else if (e.key === 'Enter' && activeOption >= 0) {
      e.preventDefault();
      pick(options[activeOption]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else if (text) change('', false);
    }
  };

  return (
    <SearchForm role="search" onSubmit={submit}>
      <ComboInput
        ref={input}
        type="text"
        role="combobox"
        aria-label="Search media"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
        placeholder="Search..."
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        value={text}
        onChange={(e) => change(e.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {text && (
        <ClearButton type="button" aria-label="Clear search" onMouseDown={keepFocus} onClick={clear}>
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" stroke="currentColor" strokeWidth="2">
            <path d="M2 2l10 10M12 2L2 12" />
          </svg>
        </ClearButton>
      )}
      {expanded && (
        <Popup onMouseDown={keepFocus}>
          {message && <PopupMessage role="status">{message}</PopupMessage>}
          <PopupList role="listbox" id={listId} aria-label="Search suggestions">
            {options.map((s, i) => (
              <Option
                key={`${s.toolName}\u0000${s.suggestion}\u0000${i}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeOption}
                onClick={() => pick(s)}
                onMouseMove={() => i !== activeOption && setActive(i)}
              >
                <span>{s.suggestion}</span> <ToolTag>{suggestionToolLabel(s.toolName)}</ToolTag>
              </Option>
            ))}
          </PopupList>
        </Popup>
      )}
    </SearchForm>
  );
}

const ComboInput = styled(SearchInput)`
  padding-right: 34px;
`;

const ClearButton = styled.button`
  position: absolute;
  top: 50%;
  right: 4px;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${(p) => th(p).colors.muted};
  cursor: pointer;
  &:hover { background: ${(p) => th(p).colors.subtle}; }
`;

const Option = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  padding: 9px 16px;
  font-size: 14px;
  cursor: pointer;
  &[aria-selected='true'] { background: ${(p) => th(p).colors.subtle}; }
  span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
