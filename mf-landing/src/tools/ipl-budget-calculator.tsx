import { formatRupees } from 'shared-domain';
import {
  IPL_BUDGET_METHOD, IPL_CHANNELS, IPL_CHANNEL_LABELS, IPL_MAX_MATCHES, IPL_MAX_SPOTS, checkIplBudget, iplBudgetApiQuery, iplBudgetAsked,
  iplBudgetQuery, iplBudgetValuesFrom, type IplBudget, type IplBudgetField, type IplBudgetInput, type IplBudgetValues, type IplChannelBudget, type IplOption,
} from 'shared-domain/planning';
import { Button, CheckboxLabel, FieldError, FieldHint } from 'shared-ui/forms';
import { AddPlanToBagButton } from './add-plan-to-bag';
import {
  Amount, Answer, AnswerStates, Card, CardLabel, Cards, Choices, Group, Method, Note, NumberRow, OptionLine, ShareHint, ToolForm, planLinesOf, usePlanningTool, type PlanningTool,
} from './budget-estimator-parts';

const CALCULATOR: PlanningTool<IplBudgetField, IplBudgetValues, IplBudgetInput> = {
  order: ['channels', 'matches', 'spots'],
  valuesFrom: iplBudgetValuesFrom,
  query: iplBudgetQuery,
  asked: iplBudgetAsked,
  check: checkIplBudget,
  apiPath: (input) => `/planning/ipl-budget${iplBudgetApiQuery(input)}`,
};

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
  const { id, pathname, values, setValues, answer: budget, retry, errors, submit, described } = usePlanningTool<IplBudgetField, IplBudgetValues, IplBudgetInput, IplBudget>(CALCULATOR);

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
          <NumberRow
            key={field}
            id={`${id}-${field}`}
            name={field}
            label={label}
            hint={hint}
            placeholder={placeholder}
            value={values[field]}
            error={errors[field]}
            onChange={(text) => setValues((v) => ({ ...v, [field]: text }))}
          />
        ))}
        <Button type="submit">Calculate</Button>
      </ToolForm>
      <AnswerStates answer={budget} retry={retry} loading="Working out the budget…" failed="The budget could not be worked out">
        {(value) => <IplAnswer budget={value} />}
      </AnswerStates>
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
