import { useCallback, useId, type MouseEvent } from 'react';
import styled from 'styled-components';
import { color } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import { suggestionToolLabel } from 'shared-domain/search';
import { SearchForm, SearchInput } from './search-field';
import { Popup, PopupList, PopupMessage, ToolTag } from './search-popup';
import { useSearchCombobox } from './use-search-combobox';

const keepFocus = (e: MouseEvent) => e.preventDefault();

/**
 * The new search (SPEC.md section 2): suggestions 500 ms after typing stops, an ARIA
 * combobox with a listbox. Clicking a suggestion opens /search?q={suggestion} in a new tab;
 * Enter on free text goes to /search?q={text} here. Loaded only when a staff member turns it on.
 */
export default function NewSearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = useCallback((i: number) => `${id}-option-${i}`, [id]);
  const { input, text, setOpen, setActive, options, message, expanded, activeOption, change, clear, pick, submit, onKeyDown } =
    useSearchCombobox(optionId);

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

/** The × in the field: shared-ui's plain icon Button, small and round. */
const ClearButton = styled(Button).attrs({ $variant: 'plain', $size: 'icon' } as const)`
  position: absolute;
  top: 50%;
  right: 4px;
  transform: translateY(-50%);
  width: 30px;
  height: 30px;
  border-radius: 50%;
  color: ${color.muted};
`;

const Option = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  padding: 9px 16px;
  font-size: 14px;
  cursor: pointer;
  &[aria-selected='true'] { background: ${color.canvas}; }
  span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
