import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { addToBag, fetchMediaDetail, formatRupees, isCategoryKey, type CatalogMediaOption } from 'shared-domain';
import { fetchGapiPage, fetchSearchSuggestions, searchFailureMessage } from 'shared-domain/search';
import { readableUnitLabel } from 'shared-domain/format';
import { color, useServiceA } from 'shared-ui';
import { Button } from '../bag/ui/controls';
import { Input, Label } from '../bag/ui/controls';

const Box = styled.section`
  margin: 0 0 16px; padding: 12px 16px; border: 1px solid ${color.line}; border-radius: 8px; background: ${color.surface};
`;
const Heading = styled.h2`margin: 0 0 8px; font-size: 16px; color: ${color.ink};`;
const Row = styled.div`display: flex; gap: 8px; align-items: flex-end; flex-wrap: wrap; & > label { flex: 1 1 240px; }`;
const List = styled.ul`list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 6px;`;
const Choice = styled.button`
  width: 100%; text-align: left; padding: 8px 10px; border: 1px solid ${color.line}; border-radius: 6px;
  background: ${color.surface}; color: ${color.ink}; font: inherit; cursor: pointer;
  &:hover, &:focus-visible { border-color: ${color.primary}; }
`;
const Media = styled.li`border: 1px solid ${color.line}; border-radius: 6px; padding: 8px 10px;`;
const MediaTitle = styled.h3`margin: 0 0 4px; font-size: 14px;`;
const Option = styled.div`display: flex; gap: 8px; align-items: center; justify-content: space-between; padding: 4px 0; flex-wrap: wrap;`;
const Muted = styled.p`margin: 8px 0 0; color: ${color.muted}; font-size: 13px;`;

/** How many media of a chosen suggestion show their options. */
const MEDIA_SHOWN = 3;
/** Wait after the last key before asking for suggestions. */
const TYPING_MS = 250;

type Found = { name: string; subTitle: string; options: CatalogMediaOption[] };
type Stage =
  | { kind: 'idle' }
  | { kind: 'suggesting' }
  | { kind: 'suggestions'; list: string[] }
  | { kind: 'finding'; text: string }
  | { kind: 'found'; text: string; media: Found[] }
  | { kind: 'failed'; message: string };

/** `/newspaper/times-of-india` → its category and slug, when it is a media page of the catalogue. */
function mediaPath(url: string): { category: string; slug: string } | null {
  const m = /^\/([a-z-]+)\/([^/?#]+)$/.exec(url);
  return m && isCategoryKey(m[1]!) ? { category: m[1]!, slug: decodeURIComponent(m[2]!) } : null;
}

/**
 * The embedded bag's "Add media": the suggestion service (typo-tolerant: "tims of inda") offers
 * names as the visitor types; a chosen name shows its first media with their options, each
 * added with its default units by one press. A guest fills the local bag (cap 5), as on the site.
 */
export function AddMedia() {
  const services = useServiceA();
  const [text, setText] = useState('');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [added, setAdded] = useState<string | null>(null);
  const asked = useRef<AbortController | null>(null);
  const inputId = useId();
  const listId = useId();

  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setStage({ kind: 'idle' });
      return undefined;
    }
    const timer = window.setTimeout(() => {
      asked.current?.abort();
      const ask = new AbortController();
      asked.current = ask;
      setStage({ kind: 'suggesting' });
      fetchSearchSuggestions(services.api, q, { signal: ask.signal }).then(
        (list) => { if (!ask.signal.aborted) setStage({ kind: 'suggestions', list: list.slice(0, 6).map((s) => s.suggestion) }); },
        (err: unknown) => { if (!ask.signal.aborted) setStage({ kind: 'failed', message: searchFailureMessage(err) }); },
      );
    }, TYPING_MS);
    return () => window.clearTimeout(timer);
  }, [text, services.api]);

  const find = async (name: string) => {
    asked.current?.abort();
    const ask = new AbortController();
    asked.current = ask;
    setStage({ kind: 'finding', text: name });
    try {
      const page = await fetchGapiPage(services.api, name, { size: MEDIA_SHOWN * 2, signal: ask.signal });
      const wanted = page.suggestions.flatMap((s) => {
        const path = mediaPath(s.url);
        return path ? [{ ...path, name: s.name, subTitle: s.subTitle }] : [];
      }).slice(0, MEDIA_SHOWN);
      const media = await Promise.all(wanted.map(async (w) => {
        const detail = await fetchMediaDetail(services.api, w.category, w.slug);
        return { name: detail.name || w.name, subTitle: w.subTitle, options: detail.mediaOptions };
      }));
      if (!ask.signal.aborted) setStage({ kind: 'found', text: name, media: media.filter((m) => m.options.length > 0) });
    } catch (err) {
      if (!ask.signal.aborted) setStage({ kind: 'failed', message: searchFailureMessage(err) });
    }
  };

  const add = async (option: CatalogMediaOption, mediaName: string) => {
    const result = await addToBag(option, services);
    if (result.ok) setAdded(`Added ${mediaName}: ${option.name} to your bag.`);
    else services.bus.publish({ type: 'snackbar/shown', tone: 'error', message: result.message });
  };

  return (
    <Box aria-labelledby={`${inputId}-title`}>
      <Heading id={`${inputId}-title`}>Add media</Heading>
      <form role="search" onSubmit={(e) => { e.preventDefault(); if (text.trim()) void find(text.trim()); }}>
        <Row>
          <Label htmlFor={inputId}>
            Search newspapers, radio, cinema, outdoor…
            <Input
              id={inputId} type="search" value={text} autoComplete="off" maxLength={200}
              aria-controls={listId} onChange={(e) => { setText(e.target.value); setAdded(null); }}
            />
          </Label>
          <Button type="submit" $variant="secondary" disabled={!text.trim()}>Search</Button>
        </Row>
      </form>
      <div id={listId} aria-live="polite">
        {stage.kind === 'suggesting' && <Muted>Looking…</Muted>}
        {stage.kind === 'suggestions' && (stage.list.length === 0
          ? <Muted>Nothing matches “{text.trim()}”. Try another name or a city.</Muted>
          : (
            <List aria-label="Suggestions">
              {stage.list.map((s) => <li key={s}><Choice type="button" onClick={() => void find(s)}>{s}</Choice></li>)}
            </List>
          ))}
        {stage.kind === 'finding' && <Muted>Finding media for “{stage.text}”…</Muted>}
        {stage.kind === 'found' && (stage.media.length === 0
          ? <Muted>No media with options found for “{stage.text}”.</Muted>
          : (
            <List aria-label={`Media for ${stage.text}`}>
              {stage.media.map((m) => (
                <Media key={m.name}>
                  <MediaTitle>{m.name}</MediaTitle>
                  {m.options.map((o) => (
                    <Option key={o._id}>
                      <span>{o.name} · {formatRupees(o.rates.defaultRates.discountedRate)} {readableUnitLabel(o.unitLabel)}</span>
                      <Button type="button" $size="small" aria-label={`Add ${m.name}: ${o.name}`} onClick={() => void add(o, m.name)}>Add</Button>
                    </Option>
                  ))}
                </Media>
              ))}
            </List>
          ))}
        {stage.kind === 'failed' && <Muted role="alert">{stage.message}</Muted>}
        {added && <Muted role="status">{added}</Muted>}
      </div>
    </Box>
  );
}
