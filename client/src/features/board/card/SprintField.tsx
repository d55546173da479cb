// The card dialog's Sprint select: the sprints of the chosen release only (a sprint belongs to one
// release), plus "No sprint". Without a release, or in a release without sprints, it says why it is off.
import { NO_SPRINT_OPTION } from '../../../../../common/board/cardForm';
import { CARD_FIELD_LABELS } from '../../../../../common/cardFields';
import { NO_SPRINT_LABEL, releaseSprints, sprintLabel } from '../../../../../common/board/sprints';
import type { Release } from '../../../../../common/schemas/releases';
import { Field, Select } from '../../../ui';

const releaseOf = (releases: readonly Release[], releaseId: string) =>
  releases.find((release) => String(release.id) === releaseId);

/** Whether the sprint option fits the release option: no sprint always does. */
export function sprintFits(releases: readonly Release[], releaseId: string, sprintId: string) {
  if (sprintId === NO_SPRINT_OPTION) return true;
  return releaseOf(releases, releaseId)?.sprints.some((sprint) => String(sprint.id) === sprintId) ?? false;
}

interface SprintFieldProps {
  releaseId: string;
  sprintId: string;
  /** In release order. */
  releases: readonly Release[];
  onChange: (sprintId: string) => void;
}

export function SprintField({ releaseId, sprintId, releases, onChange }: SprintFieldProps) {
  const release = releaseOf(releases, releaseId);
  const sprints = releaseSprints(release);
  // A sprint the card holds outside its release (possible through the API) is still shown as it is.
  const stray =
    sprintId === NO_SPRINT_OPTION || sprints.some((sprint) => String(sprint.id) === sprintId)
      ? null
      : releases.flatMap((r) => r.sprints.map((s) => ({ r, s }))).find(({ s }) => String(s.id) === sprintId);
  const hint = !release
    ? 'Choose a release first'
    : sprints.length === 0
      ? 'This release has no sprints yet'
      : undefined;
  return (
    <Field label={CARD_FIELD_LABELS.sprint} hint={hint}>
      <Select
        value={sprintId}
        disabled={sprints.length === 0 && !stray}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={NO_SPRINT_OPTION}>{NO_SPRINT_LABEL}</option>
        {sprints.map((sprint) => (
          <option key={sprint.id} value={String(sprint.id)}>
            {sprint.name}
          </option>
        ))}
        {stray ? <option value={sprintId}>{sprintLabel(stray.r, stray.s)}</option> : null}
      </Select>
    </Field>
  );
}
