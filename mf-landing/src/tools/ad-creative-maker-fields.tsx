/** The ad creative maker's form parts: colours, logo and sizes (ad-creative-maker.tsx composes them). */
import { useRef, useState } from 'react';
import { CATEGORIES, MIN_TEXT_CONTRAST, categoryInfo, contrastRatio, formatContrast, normalizeHexColour, type ApiError } from 'shared-domain';
import {
  CREATIVE_LIMITS, MAX_CREATIVE_SIZES, bestTextColour, sizeKey, type CreativeField, type CreativeSize, type CreativeValues,
} from 'shared-domain/planning';
import { ErrorState, LoadingState, type OptionalResource } from 'shared-ui/states';
import { CheckboxLabel, FieldError, FieldHint, Input, LinkButton, Select } from 'shared-ui/forms';
import { Choices, ColourPair, ContrastNote, Group, Row, SizeNote } from './ad-creative-maker-parts';
import type { LogoImage } from './creatives/draw';
import { readLogo } from './creatives/logo';
import type { AskedSize, OptionSizesAnswer } from './creatives/sizes-api';

type Errors = Partial<Record<CreativeField, string>>;
type SetValues = (update: (v: CreativeValues) => CreativeValues) => void;
/** The aria-describedby of a field: its hint (when it has one) and its error (when there is one). */
export type Described = (field: CreativeField, hint: boolean) => string | undefined;


const TEXTS = [
  { field: 'brand', label: 'Brand name', hint: `As it should appear on the creative; at most ${CREATIVE_LIMITS.brand} characters.`, placeholder: 'e.g. Chai Point' },
  { field: 'headline', label: 'Headline', hint: `The message; at most ${CREATIVE_LIMITS.headline} characters. It is set as large as each size allows.`, placeholder: 'e.g. Fresh chai at your desk in 15 minutes' },
  { field: 'cta', label: 'Call to action', hint: `The button text; at most ${CREATIVE_LIMITS.cta} characters.`, placeholder: 'e.g. Order now' },
] as const;

type FieldsProps = { id: string; values: CreativeValues; errors: Errors; described: Described; setValues: SetValues };

/** Brand name, headline and call to action. */
export function TextFields({ id, values, errors, described, setValues }: FieldsProps) {
  return (
    <>
      {TEXTS.map(({ field, label, hint, placeholder }) => (
        <Row key={field}>
          <label htmlFor={`${id}-${field}`}>{label}</label>
          <Input
            id={`${id}-${field}`}
            name={field}
            autoComplete="off"
            placeholder={placeholder}
            value={values[field]}
            maxLength={CREATIVE_LIMITS[field] * 2}
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
    </>
  );
}

/** Background and text colours: a swatch picker beside each hex code, and their contrast as the buyer types. */
export function ColourFields({ id, values, errors, described, setValues }: FieldsProps) {
  const background = normalizeHexColour(values.background);
  const accent = normalizeHexColour(values.accent);
  const contrast = background && accent ? contrastRatio(background, accent) : null;
  const best = background ? bestTextColour(background) : null;
  return (
    <>
      <ColourPair>
        {([['background', 'bg', 'Background colour'], ['accent', 'fg', 'Text and button colour']] as const).map(([field, name, label]) => (
          <Row key={field}>
            <label htmlFor={`${id}-${field}-picker`}>{label}</label>
            <div>
              <input
                id={`${id}-${field}-picker`}
                type="color"
                value={normalizeHexColour(values[field]) ?? '#000000'}
                onChange={(e) => {
                  const hex = e.target.value;
                  setValues((v) => ({ ...v, [field]: hex }));
                }}
              />
              <Input
                id={`${id}-${field}`}
                name={name}
                aria-label={`${label} (hex code)`}
                autoComplete="off"
                spellCheck={false}
                value={values[field]}
                maxLength={16}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={described(field, false)}
                onChange={(e) => {
                  const text = e.target.value;
                  setValues((v) => ({ ...v, [field]: text }));
                }}
              />
            </div>
            {errors[field] && <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>}
          </Row>
        ))}
      </ColourPair>
      {contrast !== null && background && best && (
        <ContrastNote $low={contrast < MIN_TEXT_CONTRAST} aria-live="polite">
          {contrast < MIN_TEXT_CONTRAST
            ? `Contrast ${formatContrast(contrast)}: below the ${MIN_TEXT_CONTRAST}:1 that WCAG asks for text, so the text will be hard to read. ${best === '#000000' ? 'Black' : 'White'} text gives ${formatContrast(contrastRatio(background, best) ?? 1)}.`
            : `Contrast ${formatContrast(contrast)}: at least the ${MIN_TEXT_CONTRAST}:1 that WCAG asks for text.`}
        </ContrastNote>
      )}
    </>
  );
}

/** The optional logo, read in the browser (never uploaded); a refused file says why. */
export function LogoField({ id, logo, onLogo }: { id: string; logo: { image: LogoImage; name: string } | null; onLogo: (logo: { image: LogoImage; name: string } | null) => void }) {
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const read = await readLogo(file);
    if (read.ok) onLogo({ image: read.logo, name: file.name });
    else {
      onLogo(null);
      setError(read.message);
    }
  };
  return (
    <Row>
      <label htmlFor={`${id}-logo`}>Logo (optional)</label>
      <input
        ref={input}
        id={`${id}-logo`}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-logo-hint`, error ? `${id}-logo-error` : ''].filter(Boolean).join(' ')}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <FieldHint id={`${id}-logo-hint`}>
        PNG, JPEG or SVG, at most 2 MB. It is read in your browser and never uploaded, so it is not part of the page’s address: choose it again after opening a shared link.
      </FieldHint>
      {error && <FieldError id={`${id}-logo-error`} role="alert">{error}</FieldError>}
      {logo && (
        <p>
          Using {logo.name} ({logo.image.width} × {logo.image.height}).{' '}
          <LinkButton
            type="button"
            onClick={() => {
              onLogo(null);
              if (input.current) input.current.value = '';
            }}
          >
            Remove logo
          </LinkButton>
        </p>
      )}
    </Row>
  );
}

/** The category whose media's sizes are offered. */
export function CategoryField({ id, value, onChange }: { id: string; value: string; onChange: (category: string) => void }) {
  return (
    <Row>
      <label htmlFor={`${id}-category`}>Media category</label>
      <Select id={`${id}-category`} name="category" value={value} aria-describedby={`${id}-category-hint`} onChange={(e) => onChange(e.target.value)}>
        <option value="">None: common sizes only</option>
        {CATEGORIES.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
      </Select>
      <FieldHint id={`${id}-category-hint`}>Lists the image sizes this category’s media options ask for in their creative specs.</FieldHint>
    </Row>
  );
}

const askedBy = (s: AskedSize) => {
  const named = s.options.map((o) => `${o.mediaName} (${o.optionName})`).join(', ');
  const more = s.optionCount > s.options.length ? `, and ${s.optionCount - s.options.length} more` : '';
  return `Asked for by ${s.optionCount === 1 ? '1 option' : `${s.optionCount} options`}: ${named}${more}.`;
};

type SizeChooserProps = {
  id: string;
  values: CreativeValues;
  errors: Errors;
  described: Described;
  onToggle: (key: string, on: boolean) => void;
  categorySizes: OptionalResource<AskedSize[]>;
  retryCategory: () => void;
  optionSizes: OptionalResource<OptionSizesAnswer>;
  retryOption: () => void;
  common: readonly CreativeSize[];
  /** Chosen sizes no list shows, with their labels. */
  others: ReadonlyArray<{ key: string; label: string }>;
};

function LoadFailed({ title, error, onRetry }: { title: string; error: ApiError; onRetry: () => void }) {
  return <ErrorState title={title} message={error.message} onRetry={onRetry} />;
}

/** The sizes: those the category's media ask for (with who asks), the common ones, and any other chosen. */
export function SizeChooser(p: SizeChooserProps) {
  const { id, values, errors } = p;
  const categoryLabel = categoryInfo(values.category)?.label;
  const asking = p.categorySizes.status === 'success' ? p.categorySizes.data : [];
  const box = (key: string, label: string, detail?: string) => (
    <CheckboxLabel key={key}>
      <input type="checkbox" checked={values.sizes.includes(key)} onChange={(e) => p.onToggle(key, e.target.checked)} />
      <span>
        {label}
        {detail && <SizeNote>{detail}</SizeNote>}
      </span>
    </CheckboxLabel>
  );
  const option = p.optionSizes.status === 'success' ? p.optionSizes.data : null;
  return (
    <Group id={`${id}-sizes`} aria-describedby={p.described('sizes', true)} aria-invalid={errors.sizes ? true : undefined}>
      <legend>Sizes</legend>
      <FieldHint id={`${id}-sizes-hint`}>Choose up to {MAX_CREATIVE_SIZES}; each is drawn at its exact pixel size.</FieldHint>
      {option && (
        <p>
          {option.option.mediaName} – {option.option.optionName}{' '}
          {option.sizes.length
            ? `asks for ${option.sizes.map((s) => s.label).join(', ')}: ticked below.`
            : 'lists no image sizes in its creative specs; choose sizes below.'}
        </p>
      )}
      {p.optionSizes.status === 'error' && <LoadFailed title="The linked media option’s sizes could not be loaded" error={p.optionSizes.error} onRetry={p.retryOption} />}
      {values.category && (
        <>
          <h2>Sizes {categoryLabel} media ask for</h2>
          {p.categorySizes.status === 'loading' && (
            <>
              <LoadingState label={`Loading the sizes ${categoryLabel} media ask for`} />
              <p aria-hidden="true">Loading…</p>
            </>
          )}
          {p.categorySizes.status === 'error' && <LoadFailed title="The sizes could not be loaded" error={p.categorySizes.error} onRetry={p.retryCategory} />}
          {p.categorySizes.status === 'success' && !asking.length && (
            <p>No {categoryLabel} media option lists image sizes in its creative specs. Use the common sizes below, or ask the media owner for theirs.</p>
          )}
          {asking.length > 0 && <Choices>{asking.map((s) => box(sizeKey(s), s.label, askedBy(s)))}</Choices>}
        </>
      )}
      <h2>Common sizes</h2>
      <Choices>
        {p.common.map((s) => box(sizeKey(s), s.label))}
        {p.others.map(({ key, label }) => box(key, label))}
      </Choices>
      {errors.sizes && <FieldError id={`${id}-sizes-error`}>{errors.sizes}</FieldError>}
    </Group>
  );
}
