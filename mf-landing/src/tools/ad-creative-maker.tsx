import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  COMMON_CREATIVE_SIZES, MAX_CREATIVE_SIZES, checkCreative, creativeQuery, creativeValuesFrom, sizeFromKey, sizeKey,
  type CreativeField, type CreativeValues,
} from 'shared-domain/planning';
import { useResource } from 'shared-ui/states';
import { Button } from 'shared-ui/forms';
import { useContentServices } from '../content/content-services';
import { AdCopyDraft } from './ad-copy-draft';
import { CategoryField, ColourFields, LogoField, SizeChooser, TextFields, type Described } from './ad-creative-maker-fields';
import { Form } from './ad-creative-maker-parts';
import { CreativeResults } from './ad-creative-maker-results';
import type { LogoImage } from './creatives/draw';
import { fetchCategorySizes, fetchOptionSizes } from './creatives/sizes-api';

const FIELD_ORDER: readonly CreativeField[] = ['brand', 'headline', 'cta', 'background', 'accent', 'sizes'];

const plainSize = (s: { width: number; height: number }) => `${s.width} × ${s.height} px`;

/**
 * /sivi-ai-advertisement-generator, the ad creative maker (issue 18): brand name, headline, call
 * to action (or copy drafted from the brief, issue 36: ad-copy-draft.tsx), two colours and a logo → one creative per chosen size, drawn on a canvas in the
 * browser (no outside service, nothing uploaded), downloadable as PNG one by one or all in a
 * ZIP. The sizes offered are those the chosen category's media options ask for in their
 * creative specs (GET /planning/creative-sizes) and common ones; `?option=<id>` preselects one
 * option's sizes. The values (not the logo) live in the URL so a set of creatives can be shared.
 */
export function AdCreativeMaker() {
  const id = useId();
  const { api } = useContentServices();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shared = useMemo(() => creativeValuesFrom(search), [search]);
  const [values, setValues] = useState<CreativeValues>(shared);
  const [logo, setLogo] = useState<{ image: LogoImage; name: string } | null>(null);

  const asked = Boolean(shared.brand || shared.headline || shared.cta);
  const check = useMemo(() => (asked ? checkCreative(shared) : null), [asked, shared]);
  const errors: Partial<Record<CreativeField, string>> = check && !check.ok ? check.errors : {};

  const [categorySizes, retryCategory] = useResource(values.category ? `creative-sizes:category:${values.category}` : null,
    () => fetchCategorySizes(api, values.category));
  const [optionSizes, retryOption] = useResource(shared.option ? `creative-sizes:option:${shared.option}` : null,
    () => fetchOptionSizes(api, shared.option));

  // A link to one option (`?option=…`) ticks its sizes and shows its category, once, unless the address already chose sizes.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || optionSizes.status !== 'success') return;
    preselected.current = true;
    const { option, sizes } = optionSizes.data;
    setValues((v) => ({
      ...v,
      category: v.category || option.category,
      sizes: v.sizes.length ? v.sizes : sizes.map(sizeKey).slice(0, MAX_CREATIVE_SIZES),
    }));
  }, [optionSizes]);

  const asking = categorySizes.status === 'success' ? categorySizes.data : [];
  const askedKeys = new Set(asking.map(sizeKey));
  const common = COMMON_CREATIVE_SIZES.filter((s) => !askedKeys.has(sizeKey(s)));
  const labels = new Map<string, string>([
    ...COMMON_CREATIVE_SIZES.map((s) => [sizeKey(s), s.label] as const),
    ...(optionSizes.status === 'success' ? optionSizes.data.sizes : []).map((s) => [sizeKey(s), s.label] as const),
    ...asking.map((s) => [sizeKey(s), s.label] as const),
  ]);
  const labelOf = (key: string, size: { width: number; height: number }) => labels.get(key) ?? plainSize(size);
  const shown = new Set([...askedKeys, ...common.map(sizeKey)]);
  // A chosen size no list shows (from the address, or an option of another category) stays visible and choosable.
  const others = values.sizes.flatMap((key) => {
    const size = sizeFromKey(key);
    return size && !shown.has(key) ? [{ key, label: labelOf(key, size) }] : [];
  });

  const focusField = (field: CreativeField) => {
    const target = field === 'sizes'
      ? document.getElementById(`${id}-sizes`)?.querySelector<HTMLElement>('input')
      : document.getElementById(`${id}-${field}`);
    target?.focus();
  };
  const go = (next: CreativeValues) => {
    navigate(`${pathname}${creativeQuery(next)}`, { replace: true });
    const result = checkCreative(next);
    if (!result.ok) {
      const first = FIELD_ORDER.find((f) => result.errors[f]);
      if (first) focusField(first);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(values);
  };
  const described: Described = (field, hint) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <p>
        Type your brand name, headline and call to action (or draft them from your brief), pick two colours and, if you
        like, a logo: the page draws one creative per size you choose, in your browser. Nothing is uploaded or sent to another service, and no AI model is
        involved: the layout is fitted to each size by rules, and you download the files as PNG.
      </p>
      <noscript><p>Drawing the creatives needs JavaScript in your browser.</p></noscript>
      <Form noValidate method="get" action={pathname} onSubmit={submit} aria-label="Ad creative maker">
        <TextFields id={id} values={values} errors={errors} described={described} setValues={setValues} />
        <AdCopyDraft
          brand={values.brand}
          option={optionSizes.status === 'success' ? optionSizes.data : null}
          onUse={(copy) => setValues((v) => ({ ...v, headline: copy.headline, cta: copy.cta }))}
        />
        <ColourFields id={id} values={values} errors={errors} described={described} setValues={setValues} />
        <LogoField id={id} logo={logo} onLogo={setLogo} />
        <CategoryField id={id} value={values.category} onChange={(category) => setValues((v) => ({ ...v, category }))} />
        <SizeChooser
          id={id}
          values={values}
          errors={errors}
          described={described}
          onToggle={(key, on) => setValues((v) => ({ ...v, sizes: on ? [...v.sizes.filter((k) => k !== key), key] : v.sizes.filter((k) => k !== key) }))}
          categorySizes={categorySizes}
          retryCategory={retryCategory}
          optionSizes={optionSizes}
          retryOption={retryOption}
          common={common}
          others={others}
        />
        <Button type="submit">Make the creatives</Button>
      </Form>
      {check?.ok && (
        <CreativeResults
          value={check.value}
          labelOf={labelOf}
          logo={logo?.image ?? null}
          onUseColour={(hex) => {
            // The creatives shown, with the offered colour; the form takes it too.
            setValues((v) => ({ ...v, accent: hex }));
            go({ ...shared, accent: hex });
          }}
        />
      )}
    </>
  );
}
