/** The ad creative maker's reads of GET /planning/creative-sizes (server/src/planning/creative-sizes.routes.ts). */
import type { AxiosInstance } from 'axios';

export type SizedOption = { mediaOptionId: string; mediaName: string; optionName: string };
/** A size media options ask for, with how many do and a few of them. */
export type AskedSize = { width: number; height: number; label: string; scaled: boolean; optionCount: number; options: SizedOption[] };
/** One option's sizes, and the copy lengths its text and CTA specs state (null: not stated). */
export type OptionSizesAnswer = { option: SizedOption & { category: string }; sizes: AskedSize[]; copyLimits: { text: number | null; cta: number | null } };

/** The sizes the options of `category` ask for, the most asked-for first. */
export async function fetchCategorySizes(api: AxiosInstance, category: string): Promise<AskedSize[]> {
  const res = await api.get<{ sizes: AskedSize[] }>('/planning/creative-sizes', { params: { category } });
  return res.data.sizes;
}

/** One media option's sizes and names. */
export async function fetchOptionSizes(api: AxiosInstance, option: string): Promise<OptionSizesAnswer> {
  const res = await api.get<OptionSizesAnswer>('/planning/creative-sizes', { params: { option } });
  return { option: res.data.option, sizes: res.data.sizes, copyLimits: res.data.copyLimits ?? { text: null, cta: null } };
}
