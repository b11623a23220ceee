import type { CreativeSpec } from '../entities/entities';

/** How each kind of creative spec is named on a media page and in the staff review. */
const SPEC_LABELS: Record<string, string> = { image: 'Image', video: 'Video', audio: 'Audio', text: 'Text', cta: 'Call to action' };

/** Specs grouped by type, in the order image, video, audio, text, CTA (then anything else). */
export function groupCreativeSpecs(specs: readonly CreativeSpec[] | undefined): { type: string; label: string; fields: CreativeSpec['fields'] }[] {
  const groups = new Map<string, CreativeSpec['fields']>();
  for (const spec of specs ?? []) {
    const fields = (spec?.fields ?? []).filter((f) => f && f.key && f.value !== undefined && f.value !== null && f.value !== '');
    if (!fields.length) continue;
    groups.set(spec.type, [...(groups.get(spec.type) ?? []), ...fields]);
  }
  const order = Object.keys(SPEC_LABELS);
  return [...groups.entries()]
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([type, fields]) => ({ type, label: SPEC_LABELS[type] ?? type, fields }));
}
