import { BehaviorSubject, type Observable } from 'rxjs';
import type { Organisation, WhitelabelState } from '../entities/entities';

/** An organisation as the site sees it: the public answer of GET /organizations/hostname/{hostname}. */
export type SiteOrganisation = Organisation & { showChat?: boolean };

/** Id of the `<script type="application/json">` the server writes into a white-label host's first HTML. */
export const WHITE_LABEL_DATA_ID = 'mm-organisation';

const NOT_WHITE_LABEL: WhitelabelState = { isWhiteLabel: false, organization: null };

/**
 * The white-label state (SPEC.md section 3: isWhiteLabel, organization), one per page: the
 * host sets it at start from the server's data block or the hostname lookup; remotes read it
 * (a contact page shows the organisation's details, the chat stays hidden). Lives in the
 * shared-domain singleton so every remote sees the same value.
 */
export class WhiteLabelStore {
  private readonly subject = new BehaviorSubject<WhitelabelState>(NOT_WHITE_LABEL);

  get state(): WhitelabelState {
    return this.subject.value;
  }

  get state$(): Observable<WhitelabelState> {
    return this.subject.asObservable();
  }

  /** White-label mode with this organisation; null switches back to the product's own look. */
  set(organization: SiteOrganisation | null): void {
    this.subject.next(organization ? { isWhiteLabel: true, organization } : NOT_WHITE_LABEL);
  }
}

export const whiteLabel = new WhiteLabelStore();
