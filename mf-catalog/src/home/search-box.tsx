import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { searchPageHref } from 'shared-domain';
import { Button, VisuallyHidden } from '../ui/primitives';
import { color, focusRing, mobile } from 'shared-ui';

const Form = styled.form`
  display: flex;
  gap: 8px;
  flex: 1 1 320px;
  min-width: 0;
  ${mobile} {
    flex-basis: 100%;
  }
  input {
    font: inherit;
    flex: 1;
    min-width: 0;
    min-height: 44px;
    box-sizing: border-box;
    padding: 8px 12px;
    border: 1px solid ${color.muted};
    border-radius: 6px;
    ${focusRing}
  }
`;

/**
 * A search form that opens the search page (`/search?q=`, as the header's search does; a plain
 * GET form without script). The browser's own validation asks for some text first, so an
 * empty search opens nothing.
 */
export function SearchBox({ label = 'Search media' }: { label?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    if (typeof q === 'string' && q.trim()) navigate(searchPageHref(q));
  };
  return (
    // Without script the browser sends the same form to the same page by itself.
    <Form role="search" aria-label={label} action="/search" method="get" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <input
        id={id}
        type="search"
        name="q"
        required
        pattern=".*\S.*"
        title="Type a media name, city or category"
        placeholder="Newspaper, radio station, city…"
        maxLength={200}
        autoComplete="off"
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
