import { Form } from 'antd';
import type { AdminAwardLevel, SaveAwardLevelRequest } from '@laurel/contract';
import { useSaveAwardLevel } from '../api/award-levels.ts';
import { centsToDollars, dollarsToCents } from './money.ts';

export type Metal = NonNullable<AdminAwardLevel['metal']>;

export interface AwardLevelFormValues {
  name: string;
  nameZh: string;
  description: string;
  descriptionZh: string;
  rank: number;
  metal: Metal | null;
  winnerPackageFee: number | null;
  trophyFee: number | null;
}

/** The body that saves `level` as it is but for `changes` (a new rank from the table's buttons). */
export const levelBody = (level: AdminAwardLevel, changes: Partial<SaveAwardLevelRequest> = {}): SaveAwardLevelRequest => ({
  seasonId: level.seasonId,
  id: level.id,
  name: level.name,
  nameZh: level.nameZh,
  description: level.description,
  descriptionZh: level.descriptionZh,
  rank: level.rank,
  metal: level.metal,
  winnerPackageFeeCents: level.winnerPackageFeeCents,
  trophyFeeCents: level.trophyFeeCents,
  ...changes,
});

/** The award level drawer's state: prices typed in dollars, sent as whole cents. */
export function useAwardLevelForm(seasonId: number, level: AdminAwardLevel | null, nextRank: number, onDone: () => void) {
  const [form] = Form.useForm<AwardLevelFormValues>();
  const save = useSaveAwardLevel();
  const initialValues: AwardLevelFormValues = level
    ? {
        name: level.name,
        nameZh: level.nameZh,
        description: level.description,
        descriptionZh: level.descriptionZh,
        rank: level.rank,
        metal: level.metal,
        winnerPackageFee: centsToDollars(level.winnerPackageFeeCents),
        trophyFee: centsToDollars(level.trophyFeeCents),
      }
    : { name: '', nameZh: '', description: '', descriptionZh: '', rank: nextRank, metal: null, winnerPackageFee: 0, trophyFee: 0 };
  const submit = (values: AwardLevelFormValues) =>
    save.mutate(
      {
        seasonId,
        id: level?.id ?? null,
        name: values.name,
        nameZh: values.nameZh ?? '',
        description: values.description ?? '',
        descriptionZh: values.descriptionZh ?? '',
        rank: values.rank,
        metal: values.metal ?? null,
        winnerPackageFeeCents: dollarsToCents(values.winnerPackageFee ?? 0),
        trophyFeeCents: dollarsToCents(values.trophyFee ?? 0),
      },
      { onSuccess: onDone },
    );
  return { form, initialValues, submit, pending: save.isPending, error: save.error };
}
