import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Subject } from 'rxjs';
import styled from 'styled-components';
import { color } from 'shared-ui';
import { searchResultsHref } from 'shared-domain';
import { OLD_SEARCH_DEBOUNCE_MS, suggestionToolLabel, type GapiSuggestion } from 'shared-domain/search';
import { debounceSwitchMap, fromAbortable } from './debounce-switch-map';
import { Popup, PopupList, PopupMessage, ToolTag } from './search-popup';
import { useSearchApi } from './search-api';

/** Results shown in the popup; "See all results" leads to the rest. */
export const OLD_POPUP_LIMIT = 6;

type Answer = { query: string; items: GapiSuggestion[] };

export type OldSearchPopupProps = {
  id: string;
  /** The trimmed, non-blank text of the box. */
  text: string;
  /** Closes the popup: after a pick, or when the search failed. */
  onClose: () => void;
};

/**
 * The old search's results popup: /gapi/suggestions 400 ms after typing stops, a few
 * results and "See all results" (/search-results?search=). A failure is logged and closes
 * the popup (SPEC.md section 8). Loaded with the first focus of the box, not with the page.
 */
export default function OldSearchPopup({ id, text, onClose }: OldSearchPopupProps) {
  const api = useSearchApi();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [text$] = useState(() => new Subject<string>());
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const sub = text$
      .pipe(
        debounceSwitchMap(OLD_SEARCH_DEBOUNCE_MS, (query: string) =>
          fromAbortable<Answer | null>((signal) =>
            api.oldSearch(query, signal).then(
              (items) => ({ query, items }),
              (err: unknown) => {
                if (signal.aborted) throw err;
                console.error('Search failed', err);
                return null;
              },
            ),
          ),
        ),
      )
      .subscribe({ next: (a) => (a ? setAnswer(a) : close.current()), error: () => undefined });
    return () => sub.unsubscribe();
  }, [text$, api]);

  // Declared after the pipeline so its subscription exists before the first text is sent.
  useEffect(() => text$.next(text), [text$, text]);

  const current = answer?.query === text ? answer : null;
  const seeAll = searchResultsHref(text);
  return (
    <Popup id={id} role="region" aria-label="Search results">
      {!current ? (
        <PopupMessage role="status">Searching...</PopupMessage>
      ) : current.items.length === 0 ? (
        <PopupMessage role="status">No results found for &quot;{text}&quot;</PopupMessage>
      ) : (
        <PopupList>
          {current.items.slice(0, OLD_POPUP_LIMIT).map((item, i) => (
            <li key={`${item.url}\u0000${i}`}>
              <ResultLink to={item.url} onClick={onClose}>
                <span>
                  <strong>{item.name}</strong>
                  {item.subTitle && <Sub>{item.subTitle}</Sub>}
                </span>
                {item.toolName && <ToolTag>{suggestionToolLabel(item.toolName)}</ToolTag>}
              </ResultLink>
            </li>
          ))}
        </PopupList>
      )}
      {current && current.items.length > 0 && (
        <SeeAll to={seeAll} onClick={onClose}>
          See all results
        </SeeAll>
      )}
    </Popup>
  );
}

const ResultLink = styled(Link)`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 16px;
  color: ${color.ink};
  font-size: 14px;
  text-decoration: none;
  &:hover, &:focus-visible { background: ${color.canvas}; }
  strong { font-weight: 600; }
`;

const Sub = styled.span`
  display: block;
  color: ${color.muted};
  font-size: 12px;
`;

const SeeAll = styled(Link)`
  display: block;
  padding: 10px 16px;
  border-top: 1px solid ${color.line};
  color: ${color.primary};
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
`;
