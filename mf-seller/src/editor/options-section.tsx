import styled from 'styled-components';
import { PlainList } from 'shared-ui/states';
import { emptyOption, SELLER_LIMITS } from 'shared-domain/seller';
import { color, focusRing } from 'shared-ui';
import { fieldDomId, useEditor } from './editor-context';
import { FieldError } from 'shared-ui/forms';
import { Actions, FormSection, RemoveButton, SmallButton, SubHeading } from './editor-parts';
import { newOptionId, withMoved, withoutItem } from './draft-edit';
import { OptionArtworks, OptionBasics, OptionDescriptions, OptionVendors } from './option-listing';
import { OptionCreativeSpecs, OptionInfoAndProof } from './creative-specs';
import { PricingFields } from './pricing-fields';

const Card = styled.li`
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 12px;
  margin-bottom: 12px;
  background: ${color.surface};
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    flex: 1 1 200px;
  }
`;

const Toggle = styled.button`
  font: inherit;
  font-weight: 600;
  text-align: left;
  min-height: 44px;
  padding: 4px 8px;
  border: 0;
  background: none;
  color: ${color.ink};
  cursor: pointer;
  ${focusRing}
  /* The arrow is drawn, not text, so it is no part of the button's name. */
  span {
    display: inline-block;
    width: 0;
    height: 0;
    margin-right: 8px;
    border-style: solid;
    border-width: 5px 0 5px 7px;
    border-color: transparent transparent transparent currentColor;
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] span {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      transition: none;
    }
  }
`;

const Problems = styled.span`
  color: ${color.danger};
  font-size: 0.875rem;
`;

const List = PlainList;

/** Everything of one option, in the order a seller fills it in. */
function OptionBody({ index }: { index: number }) {
  return (
    <>
      <OptionBasics index={index} />
      <OptionDescriptions index={index} />
      <SubHeading>Reference artworks</SubHeading>
      <OptionArtworks index={index} />
      <OptionCreativeSpecs index={index} />
      <OptionInfoAndProof index={index} />
      <OptionVendors index={index} />
      <PricingFields index={index} />
    </>
  );
}

function OptionCard({ index }: { index: number }) {
  const { draft, update, errors, isExpanded, setExpanded } = useEditor();
  const option = draft.mediaOptions[index]!;
  const open = isExpanded(option._id);
  const name = option.name.trim() || `Option ${index + 1}`;
  const bodyId = `option-body-${option._id}`;
  const prefix = `options.${index}.`;
  const problems = Object.keys(errors).filter((f) => f.startsWith(prefix)).length;
  const move = (by: -1 | 1) => update((d) => ({ ...d, mediaOptions: withMoved(d.mediaOptions, index, by) }));
  return (
    <Card id={fieldDomId(`options.${index}`)}>
      <CardHead>
        <h3>
          <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setExpanded(option._id, !open)}>
            <span aria-hidden="true" />
            {`${index + 1}. ${name}`}
            {option._template ? ` · ${option._template}` : ''}
          </Toggle>
        </h3>
        {problems > 0 ? <Problems>{problems === 1 ? '1 field to fix' : `${problems} fields to fix`}</Problems> : null}
        {index > 0 ? <SmallButton type="button" aria-label={`Move ${name} up`} onClick={() => move(-1)}>Up</SmallButton> : null}
        {index < draft.mediaOptions.length - 1 ? <SmallButton type="button" aria-label={`Move ${name} down`} onClick={() => move(1)}>Down</SmallButton> : null}
        <RemoveButton label={`Remove option ${name}`} onClick={() => update((d) => ({ ...d, mediaOptions: withoutItem(d.mediaOptions, index) }))} />
      </CardHead>
      <div id={bodyId} hidden={!open}>
        {open ? <OptionBody index={index} /> : null}
      </div>
    </Card>
  );
}

/** The media options: add, remove, reorder, and open or close each so a long profile stays usable. */
export function OptionsSection() {
  const { draft, update, errors, setExpanded, focusField } = useEditor();
  const options = draft.mediaOptions;
  const add = () => {
    const option = emptyOption(newOptionId(), `Option ${options.length + 1}`);
    update((d) => ({ ...d, mediaOptions: [...d.mediaOptions, option] }));
    setExpanded(option._id, true);
    focusField(`options.${options.length}.name`);
  };
  const setAll = (open: boolean) => options.forEach((o) => setExpanded(o._id, open));
  return (
    <FormSection title="Media options" note="Each option is a thing a buyer books: a full page, a 10-second spot, a banner.">
      <div id={fieldDomId('options')}>
        {errors.options ? <FieldError>{errors.options}</FieldError> : null}
        {options.length > 1 ? (
          <Actions>
            <SmallButton type="button" onClick={() => setAll(true)}>Open all</SmallButton>
            <SmallButton type="button" onClick={() => setAll(false)}>Close all</SmallButton>
          </Actions>
        ) : null}
        <List>
          {options.map((o, i) => <OptionCard key={o._id} index={i} />)}
        </List>
        {options.length < SELLER_LIMITS.options ? (
          <Actions>
            <SmallButton type="button" onClick={add}>Add a media option</SmallButton>
          </Actions>
        ) : null}
      </div>
    </FormSection>
  );
}
