import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { searchPageHref } from 'shared-domain';
import { Button } from '../ui/primitives';
import { color, focusRing, mobile } from '../ui/tokens';

const Form = styled.form`
  flex: 1 1 320px;
  min-width: 0;
  ${mobile} {
    flex-basis: 100%;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const Hint = styled.p`
  margin: 6px 0 0;
  font-size: 0.875rem;
  color: ${color.muted};
`;

const Input = styled.input`
  font: inherit;
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  box-sizing: border-box;
  padding: 8px 12px;
  border: 1px solid ${color.muted};
  border-radius: 6px;
  background: ${color.surface};
  color: ${color.ink};
  ${focusRing}
`;

const Label = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * A search form that opens the search page (`/search?q=`, as the header's search does). An
 * empty search stays put and says what to type instead of opening an empty page.
 */
export function SearchBox({ label = 'Search media', placeholder = 'Newspaper, radio station, city…' }: { label?: string; placeholder?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [hint, setHint] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setHint(true);
      return;
    }
    navigate(searchPageHref(text));
  };
  return (
    <Form role="search" onSubmit={submit} aria-label={label}>
      <Label htmlFor={id}>{label}</Label>
      <Row>
      <Input
        id={id}
        type="search"
        name="q"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={200}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setHint(false);
        }}
      />
      <Button type="submit">Search</Button>
      </Row>
      {hint ? (
        <Hint id={`${id}-hint`} role="status">
          Type a media name, city or category to search.
        </Hint>
      ) : null}
    </Form>
  );
}
