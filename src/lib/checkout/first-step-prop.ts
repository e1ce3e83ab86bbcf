/**
 * The checkout's first state (./first-state.ts) as the island's prop, and back: its country list
 * travels packed (src/lib/islands/packed-rows.ts), a line per country, 6 KB of HTML instead of
 * 31 KB. Everything else of the state is small and travels as it is.
 */
import { packRows, unpackRows, type RowShape } from '../islands/packed-rows.ts';
import type { Country } from './address-data.ts';
import type { FirstStep } from './first-state.ts';

const COUNTRY_ROW: RowShape<Country> = { fields: ['code', 'name', 'dialCode', 'mask'], optional: ['mask'] };

/** A first step with its country list packed: what the checkout page hands its island. */
export type FirstStepProp =
  | Extract<FirstStep, { kind: 'summary' }>
  | (Omit<Extract<FirstStep, { kind: 'shipping' }>, 'countries'> & { countries: string })
  | (Omit<Extract<FirstStep, { kind: 'billing' }>, 'countries'> & { countries: string });

export function firstStepProp(step: FirstStep): FirstStepProp {
  return step.kind === 'summary' ? step : { ...step, countries: packRows(step.countries, COUNTRY_ROW) };
}

export function firstStepOf(prop: FirstStepProp): FirstStep {
  return prop.kind === 'summary' ? prop : { ...prop, countries: unpackRows(prop.countries, COUNTRY_ROW) };
}
