import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@laurel/contract';
import { useStaff } from '../api/staff.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { GiveRoleForm } from '../components/give-role-form.tsx';
import { ConsoleTable } from '../components/console-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin.ts';

/** `/admin/staff`: who works in the console; an administrator gives and takes roles. */
export default function StaffPage() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const canGive = useStaffAccess().may('people');
  return (
    <ConsoleShell title={t('staff.title')}>
      {canGive ? (
        <section className="console-section" aria-labelledby="give-role">
          <h2 id="give-role">{t('staff.giveTitle')}</h2>
          <GiveRoleForm />
        </section>
      ) : (
        <p className="console-muted">{t('staff.readOnly')}</p>
      )}
      <QueryState query={staff}>
        <ConsoleTable<StaffMember>
          label={t('staff.title')}
          rowKey="id"
          dataSource={staff.data ?? []}
          titleColumns={['name']}
          cardTitle={(m) => m.name}
          textOnly
          columns={[
            { title: t('staff.name'), dataIndex: 'name' },
            { title: t('staff.email'), dataIndex: 'email' },
            {
              title: t('staff.role'),
              dataIndex: 'staffRole',
              render: (role: StaffMember['staffRole']) => t(`roles.${role}`),
            },
          ]}
        />
      </QueryState>
    </ConsoleShell>
  );
}
