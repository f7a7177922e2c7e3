import { useMemo } from 'react';
import type { AreaCode } from '@laurel/contract';
import { useAreaCodes } from './use-area-codes.ts';

export interface CountryOption {
  value: string;
  label: string;
  /** The long form a dialling-code option shows in its list ("Germany +49"). */
  title?: string;
  search: string;
}

const searchText = (code: AreaCode) =>
  `${code.name} ${code.country} ${code.dialCode}`.toLowerCase();

/**
 * The country and calling-code pickers of the profile form and the trophy shipping address, from
 * one list (`getGlobalAreaCode`). Both options are keyed by the ISO country: several countries
 * share a calling code (+1), so the code alone would be ambiguous.
 */
export function useCountryOptions(enabled = true) {
  const areaCodes = useAreaCodes(enabled);
  const codes = useMemo(() => areaCodes.data ?? [], [areaCodes.data]);
  return useMemo(() => {
    const byName = [...codes].sort((a, b) => a.name.localeCompare(b.name));
    const countries: CountryOption[] = byName.map((c) => ({
      value: c.country,
      label: c.name,
      search: searchText(c),
    }));
    const dials: CountryOption[] = byName.map((c) => ({
      value: c.country,
      label: `${c.dialCode} ${c.country}`,
      title: `${c.name} ${c.dialCode}`,
      search: searchText(c),
    }));
    /** Typing filters by name, ISO code or calling code. */
    const filter = (input: string, option?: { search?: string }) =>
      option?.search?.includes(input.trim().toLowerCase()) ?? false;
    /** The calling code of the country chosen in a dialling-code picker. */
    const dialOf = (country: string | undefined) =>
      codes.find((c) => c.country === country)?.dialCode;
    return { codes, countries, dials, filter, dialOf, isPending: areaCodes.isPending };
  }, [codes, areaCodes.isPending]);
}
