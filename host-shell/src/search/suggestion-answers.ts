import type { Observable } from 'rxjs';
import { bus, type SearchSuggestion } from 'shared-domain';
import { SUGGESTION_DEBOUNCE_MS, searchFailureMessage } from 'shared-domain/search';
import { NOTHING, debounceSwitchMap, fromAbortable } from './debounce-switch-map';
import type { HostSearchApi } from './search-api';

/** The suggestions for one text; `failed` when the request failed (the list is then empty). */
export type SuggestionAnswer = { query: string; suggestions: SearchSuggestion[]; failed?: boolean };

/**
 * The answers to the texts `text$` brings, asked `SUGGESTION_DEBOUNCE_MS` after the text stops
 * changing; a newer text drops the older request, an empty one asks nothing. A failure is said
 * in a snackbar and answers an empty, `failed` list.
 */
export function suggestionAnswers(text$: Observable<string>, api: HostSearchApi): Observable<SuggestionAnswer> {
  return text$.pipe(
    debounceSwitchMap(SUGGESTION_DEBOUNCE_MS, (query: string) =>
      query
        ? fromAbortable<SuggestionAnswer>((signal) =>
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
  );
}
