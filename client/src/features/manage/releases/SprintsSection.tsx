// Sprints of the release being edited: the list (name, dates, delete) and a line to add one. Sprints are
// saved at once through the release actions, independent of the release form's Update button.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Sprint } from '../../../../../common/schemas/releases';
import { createSprint, deleteSprint } from '../../../store/actions/releases';
import { Button, CalendarIcon, Field, Input, PlusIcon, TrashIcon } from '../../../ui';
import { formatRange } from '../shared/dates';
import {
  List,
  MetaItem,
  Row,
  RowAction,
  RowActions,
  RowMain,
  RowMeta,
  RowTitle,
  SectionHeader,
} from '../shared/ListParts';
import { dateProblem } from './releaseRules';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const AddLine = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 150px 150px;
  align-items: start;
  gap: 10px;
  margin-top: 4px;
  & > button {
    grid-column: 1 / -1;
    justify-self: end;
  }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Quiet = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const EMPTY = { name: '', startDate: '', endDate: '' };

export function SprintsSection({ releaseId, sprints }: { releaseId: number; sprints: readonly Sprint[] }) {
  const [form, setForm] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const problem = dateProblem(form);
  const canAdd = form.name.trim() !== '' && !problem && !pending;
  const ordered = [...sprints].sort(
    (a, b) => (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999') || a.id - b.id,
  );

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!canAdd) return;
    setPending(true);
    const sprint = await createSprint(releaseId, {
      name: form.name.trim(),
      startDate: form.startDate || null,
      endDate: form.endDate || null,
    });
    setPending(false);
    if (sprint) setForm(EMPTY);
  }

  async function remove(sprint: Sprint) {
    setRemoving(sprint.id);
    await deleteSprint(releaseId, sprint.id);
    setRemoving(null);
  }

  return (
    <Section aria-labelledby="sprints-heading">
      <SectionHeader>
        <h3 id="sprints-heading">Sprints</h3>
      </SectionHeader>
      {ordered.length === 0 ? (
        <Quiet>No sprints yet. Split the release into sprints to plan it week by week.</Quiet>
      ) : (
        <List aria-label="Sprints">
          {ordered.map((sprint) => (
            <Row key={sprint.id}>
              <RowMain>
                <RowTitle>
                  <span className="name">{sprint.name}</span>
                </RowTitle>
                <RowMeta>
                  <MetaItem>
                    <CalendarIcon size={13} />
                    {formatRange(sprint.startDate, sprint.endDate)}
                  </MetaItem>
                </RowMeta>
              </RowMain>
              <RowActions>
                <RowAction
                  variant="danger"
                  aria-label={`Delete sprint ${sprint.name}`}
                  icon={<TrashIcon />}
                  loading={removing === sprint.id}
                  onClick={() => void remove(sprint)}
                />
              </RowActions>
            </Row>
          ))}
        </List>
      )}
      <AddLine onSubmit={add} noValidate aria-label="Add a sprint">
        <Field label="Sprint Name">
          <Input
            value={form.name}
            maxLength={200}
            placeholder="e.g. Sprint 1"
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
        </Field>
        <Field label="Sprint Start">
          <Input
            type="date"
            value={form.startDate}
            onChange={(event) => setForm({ ...form, startDate: event.target.value })}
          />
        </Field>
        <Field label="Sprint End" error={problem}>
          <Input
            type="date"
            value={form.endDate}
            onChange={(event) => setForm({ ...form, endDate: event.target.value })}
          />
        </Field>
        <Button type="submit" icon={<PlusIcon />} disabled={!canAdd} loading={pending}>
          Add Sprint
        </Button>
      </AddLine>
    </Section>
  );
}
