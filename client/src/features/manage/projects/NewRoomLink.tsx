// Making a projector room link: pick one of the folder's projects, create, and see the link once (the server
// keeps only a hash of its key) with a Copy button.
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CreatedRoomLink } from '../../../api/roomLinks';
import type { Project } from '../../../../../common/schemas/projects';
import { AlertIcon, Button, CheckIcon, CopyIcon, Input, Select, toast } from '../../../ui';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px;
  margin-bottom: 12px;
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Reveal = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSubtle};
  & > strong {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const UrlRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px;
  & input {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.warningSoftText};
  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const COPIED_MS = 2000;

function CreatedLink({ link, onDone }: { link: CreatedRoomLink; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      toast({ title: 'Link copied', description: 'The projector link has been copied to the clipboard' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Copy failed',
        description: 'Select the link and copy it by hand',
      });
    }
  }

  return (
    <Reveal data-testid="room-link-created">
      <strong>Projector link for {link.projectName}</strong>
      <UrlRow>
        <Input
          readOnly
          aria-label="Projector link"
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button icon={copied ? <CheckIcon /> : <CopyIcon />} onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </UrlRow>
      <Note>
        <AlertIcon size={14} />
        Copy it now: it will not be shown again. Anyone with this link can watch this project’s roadmap.
      </Note>
      <Actions>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </Actions>
    </Reveal>
  );
}

export function NewRoomLink({
  projects,
  onCreate,
}: {
  projects: readonly Project[];
  onCreate: (projectId: number) => Promise<CreatedRoomLink | null>;
}) {
  const [projectId, setProjectId] = useState<number | null>(projects[0]?.id ?? null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreatedRoomLink | null>(null);
  const chosen = projects.some((p) => p.id === projectId) ? projectId : (projects[0]?.id ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null || pending) return;
    setPending(true);
    const link = await onCreate(chosen);
    setPending(false);
    if (link) setCreated(link);
  }

  return (
    <>
      <Form onSubmit={submit} noValidate>
        <Select
          aria-label="Project for the projector link"
          value={chosen ?? ''}
          disabled={projects.length === 0}
          onChange={(event) => setProjectId(Number(event.target.value))}
        >
          {projects.length === 0 ? <option value="">No projects in this folder yet</option> : null}
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </Select>
        <Button type="submit" disabled={chosen === null || pending} loading={pending}>
          Create projector link
        </Button>
      </Form>
      {created ? <CreatedLink link={created} onDone={() => setCreated(null)} /> : null}
    </>
  );
}
