import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatRupees } from 'shared-domain';
import {
  IPL_BUDGET_METHOD, IPL_CHANNELS, IPL_CHANNEL_LABELS, IPL_MAX_MATCHES, IPL_MAX_SPOTS, checkIplBudget, iplBudgetApiQuery, iplBudgetAsked,
  iplBudgetQuery, iplBudgetValuesFrom, type IplBudget, type IplBudgetField, type IplBudgetValues, type IplChannelBudget, type IplOption,
} from 'shared-domain/planning';
import { ErrorState, LoadingState, useResource } from 'shared-ui/states';
import { Button, CheckboxLabel, FieldError, FieldHint, Input } from 'shared-ui/forms';
import { useContentServices } from '../content/content-services';
import { AddPlanToBagButton } from './add-plan-to-bag';
import {
  Amount, Answer, Card, CardLabel, Cards, Choices, Group, Method, Note, OptionLine, Row, ShareHint, ToolForm, getRefusable, planLinesOf,
} from './budget-estimator-parts';

const FIELD_ORDER: readonly IplBudgetField[] = ['channels', 'matches', 'spots'];

const NUMBER_FIELDS = [
  { field: 'matches', label: 'Matches', hint: `Matches you advertise in, 1 to ${IPL_MAX_MATCHES}.`, placeholder: 'e.g. 10' },
  { field: 'spots', label: 'Spots per match', hint: `10-second spots in each match, 1 to ${IPL_MAX_SPOTS}.`, placeholder: 'e.g. 4' },
] as const;

const reachText = (option: IplOption) => (option.reach.kind === 'estimate' ? option.reach.reach.toLocaleString('en-IN') : 'N/A');

/**
 * /ipl-ad-budget-calculator (issue 18): channels during the IPL season, matches and spots per
 * match → a budget and reach per channel and in total from the catalog's IPL options
 * (GET /planning/ipl-budget). A channel the catalog has no option for says so; reach without
 * a formula or the figures it needs is "N/A". The values live in the URL.
 */
export function IplBudgetCalculator() {
  const id = useId();
  const { api } = useContentServices();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shared = iplBudgetValuesFrom(search);
  const [values, setValues] = useState<IplBudgetValues>(shared);
  const submitted = useRef(false);

  const check = iplBudgetAsked(shared) ? checkIplBudget(shared) : null;
  const apiQuery = check?.ok ? iplBudgetApiQuery(check.value) : null;
  const [budget, retry] = useResource(apiQuery === null ? null : `planning:ipl-budget:${apiQuery}`, () =>
    getRefusable<IplBudget>(api, `/planning/ipl-budget${apiQuery ?? ''}`));
  const refused = budget.status === 'success' && !budget.data.ok ? budget.data.fields : null;
  const errors: Partial<Record<IplBudgetField, string>> = check && !check.ok ? check.errors : (refused ?? {});

  const focusField = (field: IplBudgetField) => document.getElementById(`${id}-${field}`)?.querySelector<HTMLElement>('input')?.focus();
  useEffect(() => {
    if (!refused || !submitted.current) return;
    submitted.current = false;
    const first = FIELD_ORDER.find((f) => refused[f]);
    if (first) focusField(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`${pathname}${iplBudgetQuery(values)}`, { replace: true });
    const result = checkIplBudget(values);
    submitted.current = result.ok;
    if (!result.ok) {
      const first = FIELD_ORDER.find((f) => result.errors[f]);
      if (first) focusField(first);
    }
  };

  const described = (field: IplBudgetField, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <ToolForm noValidate method="get" action={pathname} onSubmit={submit} aria-label="IPL ad budget calculator">
        <Group id={`${id}-channels`} aria-describedby={described('channels', false)}>
          <legend>Channels</legend>
          <Choices>
            {IPL_CHANNELS.map((channel) => (
              <CheckboxLabel key={channel}>
                <input
                  type="checkbox"
                  name="channels"
                  value={channel}
                  checked={values.channels.includes(channel)}
                  onChange={(e) => {
                    const on = e.target.checked;
                    setValues((v) => ({ ...v, channels: on ? [...v.channels, channel] : v.channels.filter((c) => c !== channel) }));
                  }}
                />
                {IPL_CHANNEL_LABELS[channel]}
              </CheckboxLabel>
            ))}
          </Choices>
          {errors.channels && <FieldError id={`${id}-channels-error`}>{errors.channels}</FieldError>}
        </Group>
        {NUMBER_FIELDS.map(({ field, label, hint, placeholder }) => (
          <Row key={field} id={`${id}-${field}`}>
            <label htmlFor={`${id}-${field}-input`}>{label}</label>
            <Input
              id={`${id}-${field}-input`}
              name={field}
              inputMode="numeric"
              autoComplete="off"
              placeholder={placeholder}
              maxLength={8}
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={described(field, true)}
              onChange={(e) => {
                const text = e.target.value;
                setValues((v) => ({ ...v, [field]: text }));
              }}
            />
            <FieldHint id={`${id}-${field}-hint`}>{hint}</FieldHint>
            {errors[field] && <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>}
          </Row>
        ))}
        <Button type="submit">Calculate</Button>
      </ToolForm>
      {budget.status === 'loading' && <LoadingState label="Working out the budget…" />}
      {budget.status === 'error' && <ErrorState title="The budget could not be worked out" message={budget.error.message} onRetry={retry} />}
      {budget.status === 'success' && !budget.data.ok && !Object.keys(budget.data.fields).length && <Note role="alert">{budget.data.message}</Note>}
      {budget.status === 'success' && budget.data.ok && <IplAnswer budget={budget.data.value} />}
    </>
  );
}

function IplAnswer({ budget }: { budget: IplBudget }) {
  const priced = budget.channels.filter((c) => c.typical);
  const matches = `${budget.matches} ${budget.matches === 1 ? 'match' : 'matches'}`;
  const spots = `${budget.spots} ${budget.spots === 1 ? 'spot' : 'spots'} per match`;
  return (
    <Answer aria-label="IPL budget" aria-live="polite">
      <h2>{`IPL budget for ${matches}, ${spots}`}</h2>
      {budget.total ? (
        <Cards>
          <Card aria-label="Total budget">
            <CardLabel>Total budget (GST included)</CardLabel>
            <Amount>{formatRupees(budget.total.budget)}</Amount>
            <AddPlanToBagButton plan={planLinesOf(priced.map((c) => c.typical!))} />
          </Card>
          <Card aria-label="Total reach">
            <CardLabel>Estimated reach</CardLabel>
            <Amount>{budget.total.reach === null ? 'N/A' : budget.total.reach.toLocaleString('en-IN')}</Amount>
            <FieldHint>{budget.total.reach === null ? 'None of these options reports the figures a reach estimate needs.' : 'The sum over the channels that have an estimate.'}</FieldHint>
          </Card>
        </Cards>
      ) : (
        <Note>The catalog has no IPL options for the chosen channels yet.</Note>
      )}
      <Cards>
        {budget.channels.map((c) => <ChannelCard key={c.channel} channel={c} />)}
      </Cards>
      <h3>How this is worked out</h3>
      <Method>
        {IPL_BUDGET_METHOD.map((line) => <li key={line}>{line}</li>)}
      </Method>
      <ShareHint />
    </Answer>
  );
}

function ChannelCard({ channel }: { channel: IplChannelBudget }) {
  const { typical, cheapest, dearest } = channel;
  return (
    <Card aria-label={channel.label}>
      <CardLabel>{channel.label}</CardLabel>
      {typical ? (
        <>
          <Amount>{formatRupees(typical.cost)}</Amount>
          <FieldHint>{`Reach: ${reachText(typical)}${typical.reach.kind === 'none' ? ` (${typical.reach.reason.toLowerCase()})` : ''}`}</FieldHint>
          <OptionLine option={typical} lead="Typical option:" />
          {channel.optionCount > 1 && cheapest && dearest && (
            <FieldHint as="p">{`From ${formatRupees(cheapest.cost)} to ${formatRupees(dearest.cost)} across ${channel.optionCount} options.`}</FieldHint>
          )}
        </>
      ) : (
        <Note>{`The catalog has no IPL option for ${channel.label} sold per spot or per match yet, so this channel has no budget.`}</Note>
      )}
    </Card>
  );
}
