import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Subject } from 'rxjs';
import { bus, searchPageHref, type SearchSuggestion } from 'shared-domain';
import { useSearchApi } from './search-api';
import { suggestionAnswers, type SuggestionAnswer } from './suggestion-answers';

/**
 * The new search box's state: the text, whether the popup is open, the active option and the
 * suggestions for the text now in the box (an older answer is never shown). Picking a
 * suggestion opens its search page in a new tab; submitting free text goes there here.
 */
export function useSearchCombobox(optionId: (i: number) => string) {
  const api = useSearchApi();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<SuggestionAnswer | null>(null);
  const [text$] = useState(() => new Subject<string>());
  const lastSent = useRef('');

  useEffect(() => {
    const sub = suggestionAnswers(text$, api).subscribe({
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
    if (activeOption >= 0) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  }, [optionId, activeOption]);

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

  return { input, text, setOpen, setActive, options, message, expanded, activeOption, change, clear, pick, submit, onKeyDown };
}
