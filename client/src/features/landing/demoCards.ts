// The six sample idea cards of the landing-page demo (spec 2): id label, title, use case colour, impact.
import type { Impact } from '../../../../common/schemas/cards';

export interface DemoCardData {
  id: string;
  title: string;
  useCase: string;
  color: string;
  impact: Impact;
}

export const DEMO_CARDS: readonly DemoCardData[] = [
  {
    id: 'APP-001',
    title: 'Sign in with a magic link',
    useCase: 'Onboarding',
    color: '#3B82F6',
    impact: 'basics',
  },
  {
    id: 'APP-002',
    title: 'Offline drafts that sync on reconnect',
    useCase: 'Sync',
    color: '#06B6D4',
    impact: 'wow',
  },
  { id: 'APP-003', title: 'Fix date picker on Safari', useCase: 'Quality', color: '#EF4444', impact: 'fix' },
  {
    id: 'APP-004',
    title: 'Dark mode for the whole app',
    useCase: 'Design',
    color: '#8B5CF6',
    impact: 'treat',
  },
  {
    id: 'APP-005',
    title: 'Export the roadmap to CSV',
    useCase: 'Reporting',
    color: '#F59E0B',
    impact: 'ask',
  },
  {
    id: 'APP-006',
    title: 'Holiday sale banner before Friday',
    useCase: 'Growth',
    color: '#22C55E',
    impact: 'rush',
  },
];
