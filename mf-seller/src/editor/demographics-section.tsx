import type { Chart, ChartPoint } from 'shared-domain';
import { CHART_CITIES, CHART_STATES, chartTemplatesOf, type ChartTemplate } from 'shared-domain/seller';
import { useEditor } from './editor-context';
import { FieldGroup } from './editor-fields';
import { FormSection } from './editor-parts';
import { withItem } from './draft-edit';
import { BarPreview, ChartTotal, FixedRows, FreeRows } from './chart-rows';

const HINTS: Readonly<Record<string, string>> = {
  advertisers: 'Brands that advertised with you; the score wants more than 3.',
  state: 'Share of the audience per state, highest first; pick names from the list.',
  city: 'Share of the audience per city, highest first; pick names from the list.',
};

const SUGGESTIONS: Readonly<Record<string, readonly string[]>> = { state: CHART_STATES, city: CHART_CITIES };

/** The draft's chart for a template: found by its title, else where it will be added. */
function chartOf(charts: readonly Chart[], t: ChartTemplate): { index: number; chart: Chart } {
  const index = charts.findIndex((c) => c.title.trim().toLowerCase() === t.title.toLowerCase());
  return index >= 0
    ? { index, chart: charts[index]! }
    : { index: charts.length, chart: { type: t.type, title: t.title, data: t.labels.map((label) => ({ label, value: 0 })) } };
}

function ChartEditor({ template }: { template: ChartTemplate }) {
  const { draft, update } = useEditor();
  const { index, chart } = chartOf(draft.demographics, template);
  const split = template.type === 'pie';
  const onChange = (data: ChartPoint[]) => update((d) => {
    const found = chartOf(d.demographics, template);
    const next = { ...found.chart, data };
    return { ...d, demographics: found.index < d.demographics.length ? withItem(d.demographics, found.index, next) : [...d.demographics, next] };
  });
  const rows = { template, at: `demographics.${index}`, data: chart.data, onChange };
  return (
    <FieldGroup
      field={`demographics.${template.key}`}
      legend={template.title}
      hint={HINTS[template.key] ?? (split ? 'Percentages that add up to 100.' : 'Percent of the audience in each group.')}
    >
      {template.fixedLabels ? <FixedRows {...rows} /> : <FreeRows {...rows} suggestions={SUGGESTIONS[template.key]} />}
      {template.fixedLabels ? <ChartTotal data={chart.data} split={split} /> : null}
      <BarPreview data={chart.data} />
    </FieldGroup>
  );
}

/** The audience charts the score reads, with its labels and order (digital and television). */
export function DemographicsSection() {
  const { draft } = useEditor();
  const templates = chartTemplatesOf(draft.category);
  if (templates.length === 0) return null;
  return (
    <FormSection title="Audience charts">
      {templates.map((t) => <ChartEditor key={t.key} template={t} />)}
    </FormSection>
  );
}
