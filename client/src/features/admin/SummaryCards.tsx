// The three counts above the users table: total users, admin users, total features (sum of featureCount).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AdminUser } from '../../api/admin';
import { LayersIcon, SettingsIcon, UsersIcon, below } from '../../ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  ${below('sm')} {
    gap: 8px;
  }
`;

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 16px 18px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  ${below('sm')} {
    flex-direction: column;
    align-items: flex-start;
    gap: 8px;
    padding: 12px;
  }
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  width: 38px;
  height: 38px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentSoftText};
  ${below('sm')} {
    width: 30px;
    height: 30px;
  }
`;

const Label = styled.dt`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
  ${below('sm')} {
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

const Value = styled.dd`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.02em;
  line-height: 1.2;
`;

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Card>
      <Icon aria-hidden="true">{icon}</Icon>
      <dl>
        <Label>{label}</Label>
        <Value>{value.toLocaleString()}</Value>
      </dl>
    </Card>
  );
}

export function SummaryCards({ users }: { users: readonly AdminUser[] }) {
  const admins = users.filter((user) => user.accessLevel === 'admin').length;
  const features = users.reduce((sum, user) => sum + user.featureCount, 0);
  return (
    <Grid>
      <Stat icon={<UsersIcon size={18} />} label="Total users" value={users.length} />
      <Stat icon={<SettingsIcon size={18} />} label="Admin users" value={admins} />
      <Stat icon={<LayersIcon size={18} />} label="Total features" value={features} />
    </Grid>
  );
}
