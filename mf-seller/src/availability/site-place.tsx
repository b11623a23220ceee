/**
 * The "Site location" card of the availability screen (issue 38): where an outdoor, airport or
 * cinema option stands, so photo proofs of it are measured from there.
 */
import { useState, type FormEvent } from 'react';
import { useRuntime } from 'shared-ui';
import { usePageResource } from 'shared-ui/runtime';
import { Button, DoneNote, FieldRow, RefusedNote, TextField } from 'shared-ui/forms';
import { ErrorState } from 'shared-ui/states';
import { ApiError } from 'shared-domain';
import { checkSitePlace, formatDistance, isPlacedCategory, SITE_RADIUS_M, type OptionPlaceAnswer } from 'shared-domain/proof';
import { fetchOptionPlace, saveOptionPlace } from '../proofs/proof-api';
import { fieldProblems, formatWhen, problemText } from '../shared/seller-format';
import { Note, Panel } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';

type Axis = 'lat' | 'lng';

/** A coordinate as typed: a number, or null for a blank (the rule then asks for one). */
const typed = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
const shown = (value: number | null): string => (value === null ? '' : String(value));

function SitePlaceForm({ optionId, place, onSaved }: { optionId: string; place: OptionPlaceAnswer; onSaved: (saved: OptionPlaceAnswer) => void }) {
  const api = useRuntime().api.serviceB;
  const [text, setText] = useState<Record<Axis, string>>({ lat: shown(place.lat), lng: shown(place.lng) });
  const [problems, setProblems] = useState<Partial<Record<Axis, string>>>({});
  const [done, setDone] = useState(false);
  const send = useSend((input: { lat: number; lng: number }) => saveOptionPlace(api, optionId, input));
  const radius = SITE_RADIUS_M[place.category];
  const edit = (axis: Axis, value: string) => {
    setDone(false);
    setText((t) => ({ ...t, [axis]: value }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkSitePlace({ lat: typed(text.lat), lng: typed(text.lng) });
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    const saved = await send.run(checked.place);
    if (!saved) return undefined;
    setText({ lat: shown(saved.lat), lng: shown(saved.lng) });
    setDone(true);
    onSaved(saved);
  };
  const server = fieldProblems(send.error);
  const error = (axis: Axis) => problems[axis] ?? server[axis] ?? null;
  const refused = send.error && !server.lat && !server.lng ? problemText(send.error) : null;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="site-location">
      <h2 id="site-location">Site location</h2>
      <Note>
        Photos of this site are checked against this place
        {radius !== undefined ? `: taken more than ${formatDistance(radius)} away, they are flagged.` : '.'}
      </Note>
      {place.lat !== null && place.lng !== null
        ? <Note>Saved: {place.lat}, {place.lng} (set {formatWhen(place.updatedAt)}).</Note>
        : <Note>No place is saved yet: photos of this site are not checked for distance.</Note>}
      <FieldRow>
        <TextField label="Latitude" inputMode="decimal" autoComplete="off" placeholder="19.0760" value={text.lat}
          onChange={(e) => edit('lat', e.target.value)} error={error('lat')} />
        <TextField label="Longitude" inputMode="decimal" autoComplete="off" placeholder="72.8777" value={text.lng}
          onChange={(e) => edit('lng', e.target.value)} error={error('lng')} />
      </FieldRow>
      <Button type="submit" $variant="outline" disabled={send.sending}>{send.sending ? 'Saving…' : 'Save site location'}</Button>
      {refused ? <RefusedNote role="alert">{refused}</RefusedNote> : null}
      {done ? <DoneNote role="status"> Site location saved.</DoneNote> : null}
    </form>
  );
}

/**
 * The card, for options whose category stands at a place; nothing for others, nor when the
 * viewer may not keep the option (403) or it is unknown (404).
 */
export function SitePlace({ optionId }: { optionId: string }) {
  const api = useRuntime().api.serviceB;
  const [loaded, retry] = usePageResource(`option-place:${optionId}`, () => fetchOptionPlace(api, optionId), { forbidden: 'page' });
  const [saved, setSaved] = useState<OptionPlaceAnswer | null>(null);
  if (loaded.status === 'error') {
    if (loaded.error instanceof ApiError && (loaded.error.status === 403 || loaded.error.status === 404)) return null;
    return (
      <Panel aria-label="Site location">
        <ErrorState title="Could not load the site location" message={problemText(loaded.error)} onRetry={retry} />
      </Panel>
    );
  }
  if (loaded.status !== 'success' || !isPlacedCategory(loaded.data.category)) return null;
  const place = saved?.optionId === optionId ? saved : loaded.data;
  return (
    <Panel aria-labelledby="site-location">
      <SitePlaceForm key={optionId} optionId={optionId} place={place} onSaved={setSaved} />
    </Panel>
  );
}
