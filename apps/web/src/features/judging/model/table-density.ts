import { useState } from 'react';

/**
 * How tightly the judge's table is set (apps/web/src/features/judging/README.md#the-judges-review-page-web):
 * `compact`, one line an entry, is the default, so a desktop screen holds at least fifteen rows;
 * `comfortable` keeps the richer rows (cover, entrant's company under the name, fees one a line).
 * The choice is the judge's and outlives the session, so it lives in localStorage.
 */
export const DENSITIES = ['compact', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];

export const DENSITY_STORAGE_KEY = 'laurel.juryTableDensity';

// Storage can throw (private mode, disabled by policy): the default then, and the choice lasts
// as long as the page.
function readDensity(): Density {
  try {
    const stored = window.localStorage.getItem(DENSITY_STORAGE_KEY);
    return (DENSITIES as readonly string[]).includes(stored ?? '') ? (stored as Density) : 'compact';
  } catch {
    return 'compact';
  }
}

export function useTableDensity(): [Density, (density: Density) => void] {
  const [density, setDensity] = useState<Density>(readDensity);
  const choose = (next: Density) => {
    setDensity(next);
    try {
      window.localStorage.setItem(DENSITY_STORAGE_KEY, next);
    } catch {
      // See readDensity.
    }
  };
  return [density, choose];
}
