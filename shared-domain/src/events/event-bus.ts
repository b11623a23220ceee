import { Observable, Subject, filter } from 'rxjs';
import type { CampaignTarget } from '../bag/campaign-target';
import type { LocalBagItem, User } from '../entities/entities';

/** Every event that crosses a package boundary, named `domain/what-happened`. */
export type DomainEvent =
  | { type: 'bag/item-added'; item: LocalBagItem; count: number }
  | { type: 'bag/count-changed'; count: number }
  | { type: 'bag/limit-reached'; message: string }
  /** Opens the bag drawer; with `campaign`, the bag saves into that campaign (`/bag?campaignId=…`). */
  | { type: 'bag/open-requested'; campaign?: CampaignTarget }
  | { type: 'bag/closed' }
  | { type: 'auth/login-requested'; reason?: string }
  /** The modal verified a code or an identity token; the token is already stored. */
  | { type: 'auth/signed-in'; user: User }
  /** After signed-in: the local bag is synced to the server; waiting actions may resume. */
  | { type: 'auth/login-completed'; user: User }
  /** The modal closed without a sign-in (closed, Escape, failed for good). */
  | { type: 'auth/login-cancelled' }
  | { type: 'auth/signed-out' }
  | { type: 'auth/phone-verification-requested' }
  | { type: 'auth/phone-verified'; user: User }
  | { type: 'auth/phone-verification-cancelled' }
  /** The signed-in user changed their own details (the account page): the header shows the new name. */
  | { type: 'auth/profile-updated'; user: User }
  | { type: 'campaign/saved'; campaignId: string }
  /** A lead form was sent and the server kept it (`source`: the page path or the popup's name). */
  | { type: 'lead/created'; leadId: string; source: string }
  | { type: 'snackbar/shown'; message: string; tone: 'info' | 'error'; action?: SnackbarAction }
  | { type: 'search/submitted'; query: string }
  | { type: 'remote/loaded'; name: string };

/** An action button on a snackbar that publishes an event when pressed. */
export type SnackbarAction = { label: string; event: DomainEvent };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export interface EventBus {
  publish(event: DomainEvent): void;
  on<T extends DomainEventType>(type: T): Observable<EventOf<T>>;
  readonly events$: Observable<DomainEvent>;
}

/** A new, independent typed bus. */
export function createEventBus(): EventBus {
  const subject = new Subject<DomainEvent>();
  return {
    publish: (event) => subject.next(event),
    on: <T extends DomainEventType>(type: T) =>
      subject.pipe(filter((e): e is EventOf<T> => e.type === type)),
    events$: subject.asObservable(),
  };
}

/** A bus that also records what was published, for tests. */
export function createTestBus(): EventBus & { published: DomainEvent[] } {
  const bus = createEventBus();
  const published: DomainEvent[] = [];
  bus.events$.subscribe((e) => published.push(e));
  return Object.assign(bus, { published });
}

/**
 * The application bus. shared-domain is a Module Federation singleton, so the host and
 * every remote that imports `bus` hold this same instance.
 */
export const bus: EventBus = createEventBus();
