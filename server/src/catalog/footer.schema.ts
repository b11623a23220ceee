import { Type, type Static } from '@sinclair/typebox';
import { SOCIAL_NETWORKS } from 'shared-domain';
import { StringEnum } from '../http/schema-helpers';
import { CategoryKeySchema } from './catalog.schema';

export const PopularColumnSchema = Type.Object({
  category: CategoryKeySchema,
  label: Type.String({ description: "The category's name ('Newspaper')" }),
  path: Type.String({ description: "The category page ('/newspaper')" }),
  links: Type.Array(
    Type.Object({
      label: Type.String({ description: "The media profile's name and city" }),
      href: Type.String({ description: 'Its detail page, `/{category path}/{slug}`' }),
    }),
    { description: 'The most popular profiles of the category, most popular first' },
  ),
});

export const siteFooterSchema = {
  summary: "What the site's footer shows beside its fixed links: the catalog's popular profiles per category, the social links, the certification badge and whether the rates are sample data",
  description: 'Public and cached (Cache-Control: public, max-age=300). Social links and the badge come from SITE_SOCIAL_LINKS and SITE_CERTIFICATION_* (README, "Settings"); unset, they are empty / null.',
  tags: ['catalog'],
  response: {
    200: Type.Object({
      popular: Type.Array(PopularColumnSchema, { description: 'Categories with at least one profile, in the catalog category order' }),
      social: Type.Array(Type.Object({ network: StringEnum(SOCIAL_NETWORKS), href: Type.String() })),
      certification: Type.Union([
        Type.Object({ text: Type.String(), imageUrl: Type.String(), href: Type.String({ description: 'The certificate' }) }),
        Type.Null(),
      ]),
      sampleRates: Type.Boolean({ description: "True while the catalogue holds generated demo profiles (made-up rates, circulations and deals): every page's footer then says so, on white-label hosts too" }),
    }),
  },
};

export type SiteFooterBody = Static<(typeof siteFooterSchema.response)[200]>;
