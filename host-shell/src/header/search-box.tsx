import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { bus } from 'shared-domain';
import { mobile, th } from '../theme/theme';

/** The header's search: Enter opens /search?q=… and announces `search/submitted`. */
export function SearchBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    if (!query) return;
    bus.publish({ type: 'search/submitted', query });
    navigate(`/search?q=${encodeURIComponent(query)}`);
  };

  return (
    <Form role="search" onSubmit={submit}>
      <Input
        type="search"
        name="q"
        aria-label="Search media"
        placeholder="Search Channel, Media"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Form>
  );
}

const Form = styled.form`
  flex: 1 1 320px;
  max-width: 420px;
  min-width: 0;
  ${mobile} { flex-basis: 120px; }
`;

const Input = styled.input`
  width: 100%;
  height: 38px;
  padding: 0 12px 0 34px;
  border: 1px solid ${(p) => th(p).colors.border};
  border-radius: 19px;
  font: inherit;
  font-size: 14px;
  background: ${(p) => th(p).colors.subtle}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%235b6275' stroke-width='2'%3E%3Ccircle cx='7' cy='7' r='5'/%3E%3Cpath d='M11 11l4 4'/%3E%3C/svg%3E")
    no-repeat 12px 50%;
  &:focus-visible { background-color: #fff; }
`;
