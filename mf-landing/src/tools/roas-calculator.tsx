import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupeesExact } from 'shared-domain';
import { calculateRoas, ROAS_FORMULAS, roasInputFrom, roasQuery, roasValuesFrom, type RoasField, type RoasResult } from 'shared-domain/planning';
import { color } from 'shared-ui';
import { Button, FieldError, FieldHint, Input } from 'shared-ui/forms';
import { ToolAnswer, ToolForm, ToolRow } from './tool-parts';

// `name` is the address's parameter: without script the form's own GET gives the same address, which the server renders.
const FIELDS: ReadonlyArray<{ field: RoasField; name: string; label: string; hint: string; placeholder: string; inputMode: 'decimal' | 'numeric' }> = [
  { field: 'spend', name: 'spend', label: 'Ad spend (₹)', hint: 'What the campaign cost, in rupees.', placeholder: 'e.g. 1,00,000', inputMode: 'decimal' },
  { field: 'revenue', name: 'revenue', label: 'Revenue from the campaign (₹)', hint: 'Sales the campaign brought, in rupees.', placeholder: 'e.g. 5,00,000', inputMode: 'decimal' },
  { field: 'marginPercent', name: 'margin', label: 'Gross margin (%)', hint: 'What is left of a sale after the cost of the goods, in percent.', placeholder: 'e.g. 40', inputMode: 'decimal' },
];

const times = (n: number) => `${n.toFixed(2)}×`;

/**
 * /roas-calculator (issue 18): spend, revenue and gross margin → ROAS, break-even ROAS, gross
 * profit and profit, with the formulas shown. The values live in the URL (`?spend=…&revenue=…
 * &margin=…`), so a calculation can be shared and the server renders its result.
 */
export function RoasCalculator() {
  const id = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shared = roasValuesFrom(search);
  const [values, setValues] = useState(shared);
  const asked = Boolean(shared.spend || shared.revenue || shared.marginPercent);
  const check = asked ? calculateRoas(roasInputFrom(shared)) : null;
  const errors = check && !check.ok ? check.errors : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`${pathname}${roasQuery(values)}`, { replace: true });
    const result = calculateRoas(roasInputFrom(values));
    if (!result.ok) {
      const first = FIELDS.find((f) => result.errors[f.field]);
      if (first) document.getElementById(`${id}-${first.field}`)?.focus();
    }
  };

  return (
    <>
      <ToolForm noValidate method="get" action={pathname} onSubmit={submit} aria-label="ROAS calculator">
        {FIELDS.map(({ field, name, label, hint, placeholder, inputMode }) => (
          <ToolRow key={field}>
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <Input
              id={`${id}-${field}`}
              name={name}
              inputMode={inputMode}
              autoComplete="off"
              placeholder={placeholder}
              value={values[field]}
              maxLength={24}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={[`${id}-${field}-hint`, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ')}
              onChange={(e) => {
                const text = e.target.value;
                setValues((v) => ({ ...v, [field]: text }));
              }}
            />
            <FieldHint id={`${id}-${field}-hint`}>{hint}</FieldHint>
            {errors[field] && <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>}
          </ToolRow>
        ))}
        <Button type="submit">Calculate</Button>
      </ToolForm>
      {check?.ok && <RoasAnswer result={check.value} />}
    </>
  );
}

function RoasAnswer({ result }: { result: RoasResult }) {
  const above = result.roas >= result.breakEvenRoas;
  const rows: Array<[keyof RoasResult, string, string]> = [
    ['roas', 'ROAS', times(result.roas)],
    ['breakEvenRoas', 'Break-even ROAS', times(result.breakEvenRoas)],
    ['grossProfit', 'Gross profit', formatRupeesExact(result.grossProfit)],
    ['profit', result.profit < 0 ? 'Loss after ad spend' : 'Profit after ad spend', formatRupeesExact(Math.abs(result.profit))],
  ];
  return (
    <RoasAnswerBox aria-label="Result" aria-live="polite">
      <h2>Result</h2>
      <p>
        {above
          ? `A ROAS of ${times(result.roas)} is at or above the break-even ROAS of ${times(result.breakEvenRoas)}: the campaign paid for itself.`
          : `A ROAS of ${times(result.roas)} is below the break-even ROAS of ${times(result.breakEvenRoas)}: the campaign cost more than its sales earned.`}
      </p>
      <Figures>
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            <Formula>{ROAS_FORMULAS[key]}</Formula>
          </div>
        ))}
      </Figures>
      <FieldHint>This page’s address holds these figures: copy it to share the result.</FieldHint>
    </RoasAnswerBox>
  );
}

const RoasAnswerBox = styled(ToolAnswer)`
  max-width: 640px;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  margin: 16px 0;
  dt { font-weight: 600; }
  dd { margin: 4px 0; font-size: 1.375rem; }
`;

const Formula = styled.dd`
  && { font-size: 0.875rem; color: ${color.muted}; }
`;
