// Search, group by and the multi-value filters (spec 4 "Filters"); Clear all resets to group by status.
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { NO_ESTIMATE_LABEL, scoringSettingOf } from '../../../../../common/board/estimates';
import {
  activeFilterCount,
  categoryFilterValue,
  estimateFilterValue,
  releaseFilterValue,
  sprintFilterValue,
} from '../../../../../common/board/filters';
import { CARD_FIELD_LABELS, IMPACT_LABELS } from '../../../../../common/cardFields';
import { deckValues } from '../../../../../common/estimation';
import { sortReleases } from '../../../../../common/board/releaseOrder';
import { NO_SPRINT_LABEL, allSprints } from '../../../../../common/board/sprints';
import {
  CARD_STATUSES,
  CARD_STATUS_LABELS,
  IMPACTS,
  type GroupBy,
} from '../../../../../common/schemas/cards';
import { board } from '../../../store/board';
import { clearFilters, setGroupBy, setSearch, view } from '../../../store/view';
import { Button, Field, ImpactIcon, Input, Select } from '../../../ui';
import { FilterChips } from './FilterChips';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const GROUP_OPTIONS: { value: GroupBy; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'status', label: CARD_FIELD_LABELS.status },
  { value: 'priority', label: CARD_FIELD_LABELS.impact },
  { value: 'category', label: CARD_FIELD_LABELS.category },
  { value: 'release', label: CARD_FIELD_LABELS.release },
  { value: 'sprint', label: CARD_FIELD_LABELS.sprint },
];

export function FilterPanel() {
  const { filters } = useSnapshot(view);
  const { categories, releases, project } = useSnapshot(board);
  const categoryList = Object.values(categories).sort((a, b) => a.id - b.id);
  const releaseList = sortReleases(Object.values(releases));
  const sprintList = allSprints(releaseList);
  return (
    <Stack>
      <Field label="Search">
        <Input
          type="search"
          placeholder="Title, description or ID"
          value={filters.search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <Field label="Group by">
        <Select value={filters.groupBy} onChange={(event) => setGroupBy(event.target.value as GroupBy)}>
          {GROUP_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <FilterChips
        legend={CARD_FIELD_LABELS.status}
        list="statuses"
        selected={filters.statuses}
        options={CARD_STATUSES.map((status) => ({ value: status, label: CARD_STATUS_LABELS[status] }))}
      />
      <FilterChips
        legend={CARD_FIELD_LABELS.impact}
        list="priorities"
        selected={filters.priorities}
        options={IMPACTS.map((impact) => ({
          value: impact,
          label: IMPACT_LABELS[impact],
          // The backlog's icon: an emoji is an empty box where no colour-emoji font is installed.
          icon: <ImpactIcon impact={impact} size={13} decorative />,
        }))}
      />
      <FilterChips
        legend={CARD_FIELD_LABELS.category}
        list="categories"
        selected={filters.categories}
        options={[
          ...categoryList.map((c) => ({ value: categoryFilterValue(c), label: c.name, color: c.color })),
          { value: categoryFilterValue(undefined), label: 'Unsorted' },
        ]}
      />
      <FilterChips
        legend={CARD_FIELD_LABELS.release}
        list="releases"
        selected={filters.releases}
        options={[
          { value: releaseFilterValue(undefined), label: 'Future' },
          ...releaseList.map((r) => ({ value: releaseFilterValue(r), label: r.name })),
        ]}
      />
      {/* Without sprints the one chip, No sprint, would filter nothing out. */}
      {sprintList.length > 0 || filters.sprints.length > 0 ? (
        <FilterChips
          legend={CARD_FIELD_LABELS.sprint}
          list="sprints"
          selected={filters.sprints}
          options={[
            { value: sprintFilterValue(undefined, undefined), label: NO_SPRINT_LABEL },
            ...sprintList.map(({ sprint, release, label }) => ({
              value: sprintFilterValue(release, sprint),
              label,
            })),
          ]}
        />
      ) : null}
      <FilterChips
        legend={CARD_FIELD_LABELS.estimate}
        list="estimates"
        selected={filters.estimates}
        options={[
          { value: estimateFilterValue(null), label: NO_ESTIMATE_LABEL },
          ...deckValues(scoringSettingOf(project)).map((estimate) => ({
            value: estimateFilterValue(estimate),
            label: estimate,
          })),
        ]}
      />
      <Button
        variant="ghost"
        size="sm"
        onClick={clearFilters}
        disabled={activeFilterCount(filters) === 0 && filters.groupBy === 'status'}
      >
        Clear all
      </Button>
    </Stack>
  );
}
