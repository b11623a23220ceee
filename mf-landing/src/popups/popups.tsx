import { exitIntentKind } from 'shared-domain/popups';
import { LeadForm } from '../leads/lead-form';
import { Dialog } from './dialog';

/** The category page the visitor is on (the route table's tab), if any. */
export type PopupCategory = { label: string; path: string };

export type PopupProps = {
  kind: 'lead-magnet' | 'exit-intent';
  /** The page the popup opened on. */
  path: string;
  category?: PopupCategory | null;
  /** Closing (Close, Escape, the backdrop); the host sets the popup's cookies. */
  onClose: () => void;
};

/**
 * The lead magnet: the current category's rate card by e-mail in exchange for the lead. The
 * team sends it; nothing is mailed automatically, and the text says so.
 */
export function LeadMagnetPopup({ category, onClose }: Pick<PopupProps, 'category' | 'onClose'>) {
  const what = category ? `the ${category.label} rate card` : 'rate cards for the media you choose';
  const key = category ? category.path.replace(/^\//, '') : 'general';
  return (
    <Dialog title={category ? `Get the ${category.label} rate card` : 'Get media rate cards'} onClose={onClose}>
      <p>
        Leave your details and our team e-mails you {what}, with card and offer rates, and can help you plan the campaign.
      </p>
      <LeadForm
        source={`lead-magnet:${key}`}
        submitLabel="E-mail me the rate card"
        initialRequirements={`Please e-mail me ${what}.`}
        successText={`Our team will e-mail you ${what} at the address you gave.`}
        autoFocus
      />
    </Dialog>
  );
}

/** The exit-intent form: a last offer of a plan for sports/IPL or influencer advertising. */
export function ExitIntentForm({ path, onClose }: Pick<PopupProps, 'path' | 'onClose'>) {
  const topic = exitIntentKind(path) === 'influencer' ? 'influencer marketing' : 'sports and IPL advertising';
  return (
    <Dialog title={`Before you go: want a plan for ${topic}?`} onClose={onClose}>
      <p>Tell us your budget and goal; a media planner replies with options and rates for {topic}.</p>
      <LeadForm source={`exit-intent:${path}`} submitLabel="Get a plan" autoFocus />
    </Dialog>
  );
}

/** `mf_landing/popups`: the popup the host asks for. */
export default function Popup({ kind, path, category, onClose }: PopupProps) {
  return kind === 'lead-magnet' ? <LeadMagnetPopup category={category} onClose={onClose} /> : <ExitIntentForm path={path} onClose={onClose} />;
}
