import type { PricingUnit } from 'shared-domain';
import { SELLER_LIMITS, type SellerOptionDraft } from 'shared-domain/seller';
import { FieldRow } from 'shared-ui/forms';
import { useOption } from './editor-context';
import { EditorField, FieldGroup, NumberField, NumberInput, TextField } from './editor-fields';
import { Actions, RemoveButton, Row, RowList, SmallButton, SubHeading } from './editor-parts';
import { withItem, withoutItem } from './draft-edit';
import { RateRows } from './rate-rows';
import { VariableUnits } from './variable-units';

/** Pricing units: what a buyer books (name, how many, the least they may book). */
function PricingUnits({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  const units = option.pricingUnits;
  const set = (j: number, unit: PricingUnit) => change((o) => ({ ...o, pricingUnits: withItem(o.pricingUnits, j, unit) }));
  return (
    <FieldGroup field={field('pricingUnits')} legend="Pricing units" hint="e.g. Insertions, Spots, Days.">
      <RowList>
        {units.map((unit, j) => {
          const at = field(`pricingUnits.${j}`);
          const name = unit.name.trim() || `Unit ${j + 1}`;
          return (
            <li key={j}>
              <Row>
                <TextField field={`${at}.name`} label={`Pricing unit ${j + 1}: name`} value={unit.name} onChange={(v) => set(j, { ...unit, name: v })} />
                <NumberField field={`${at}.value`} label={`${name}: units`} hint="How many a booking starts with" value={unit.value} onChange={(value) => set(j, { ...unit, value })} />
                <EditorField field={`${at}.min`} label={`${name}: least units`} hint="Blank for none">
                  <NumberInput
                    value={unit.min}
                    onChange={(min) => set(j, min === undefined ? { name: unit.name, value: unit.value, inUse: unit.inUse } : { ...unit, min })}
                  />
                </EditorField>
                <RemoveButton label={`Remove pricing unit ${name}`} onClick={() => change((o) => ({ ...o, pricingUnits: withoutItem(o.pricingUnits, j) }))} />
              </Row>
            </li>
          );
        })}
      </RowList>
      {units.length < SELLER_LIMITS.pricingUnits ? (
        <Actions>
          <SmallButton type="button" onClick={() => change((o) => ({ ...o, pricingUnits: [...o.pricingUnits, { name: '', value: 1, min: 1, inUse: true }] }))}>
            Add a pricing unit
          </SmallButton>
        </Actions>
      ) : null}
    </FieldGroup>
  );
}

type RateKey = 'cardRate' | 'discountedRate';

/** How the option is charged and priced: the unit label, units, variable units, rates, rate rows and minimum billing. */
export function PricingFields({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  const rates = option.rates.defaultRates;
  const setRate = (key: RateKey) => (value: number) => change((o): SellerOptionDraft => ({ ...o, rates: { ...o.rates, defaultRates: { ...o.rates.defaultRates, [key]: value } } }));
  return (
    <>
      <SubHeading>Pricing</SubHeading>
      <TextField
        field={field('unitLabel')}
        label="Charged"
        hint='How the rate is charged, as a buyer reads it, e.g. "per 10 sec spot"'
        value={option.unitLabel}
        onChange={(unitLabel) => change((o) => ({ ...o, unitLabel }))}
      />
      <PricingUnits index={index} />
      <VariableUnits index={index} />
      <FieldRow>
        <NumberField field={field('rates.cardRate')} label="Card rate (₹)" hint="The published rate per unit" value={rates.cardRate} onChange={setRate('cardRate')} />
        <NumberField field={field('rates.discountedRate')} label="Offer rate (₹)" hint="What buyers pay here; at most the card rate" value={rates.discountedRate} onChange={setRate('discountedRate')} />
        <NumberField
          field={field('minimumBilling')}
          label="Minimum billing (₹)"
          hint="0 for none"
          value={option.minimumBilling}
          onChange={(minimumBilling) => change((o) => ({ ...o, minimumBilling, rates: { ...o.rates, defaultRates: { ...o.rates.defaultRates, minimumBilling } } }))}
        />
      </FieldRow>
      <RateRows index={index} />
    </>
  );
}
