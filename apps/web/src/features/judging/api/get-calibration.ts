import { useQuery } from '@tanstack/react-query';
import { judgeCallMeta, type ReviewLevel } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

/** GET /judge/calibration: each reviewer's scoring against the panel's (docs/product.md#calibration). */
export function useCalibration(level: ReviewLevel) {
  const query = { level };
  return useQuery({
    queryKey: judgeKeys.calibration(query),
    queryFn: ({ signal }) => request(judgeCallMeta.getCalibration, { query }, { signal, shownInline: 'all' }),
  });
}
