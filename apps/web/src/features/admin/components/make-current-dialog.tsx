import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSeason } from '@laurel/contract';
import { useMakeSeasonCurrent } from '../api/seasons.ts';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';

interface MakeCurrentDialogProps {
  season: AdminSeason;
  current: AdminSeason | null;
  onClose: () => void;
}

/** Says what the public site will show from now on before the season becomes the current one. */
export function MakeCurrentDialog({ season, current, onClose }: MakeCurrentDialogProps) {
  const { t } = useTranslation('admin');
  const make = useMakeSeasonCurrent();
  return (
    <Modal
      open
      title={t('seasons.makeCurrentTitle', { name: season.name })}
      okText={t('seasons.makeCurrent')}
      cancelText={t('cancel')}
      confirmLoading={make.isPending}
      onCancel={onClose}
      onOk={() => make.mutate(season.id, { onSuccess: onClose })}
    >
      <p>{t('seasons.makeCurrentPublic', { name: season.name, year: season.year })}</p>
      {current ? <p>{t('seasons.makeCurrentOld', { name: current.name })}</p> : null}
      <Refusal error={make.error} />
    </Modal>
  );
}
