// /present/{projectId}: the projector view of one project, for a signed-in member or, with a room
// link's '#key=…', for anyone in the room. The key stays in the URL fragment, which browsers never send to
// the server with the page; store/presentLive.ts connects with it and keeps the board store live.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import { presentation } from '../../store/presentation';
import { startPresentation, stopPresentation } from '../../store/presentLive';
import { session } from '../../store/session';
import { Projector } from './Projector';
import { ProjectorThemeProvider, useProjectorMode } from './projectorTheme';
import { PresentLoading, PresentNotFound, PresentSignedOut } from './PresentStates';

/** The room link's key from '#key=…', or null. A mangled key still goes to the server, which refuses it. */
export function keyFromHash(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key')?.trim();
  return key ? key.slice(0, 512) : null;
}

/** A positive database id, or null for anything else in the address. */
export function projectIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : null;
}

export function PresentPage() {
  const params = useParams<{ projectId: string }>();
  const projectId = projectIdOf(params.projectId);
  const { mode, toggle } = useProjectorMode();

  useEffect(() => {
    if (projectId === null) return;
    startPresentation(projectId, keyFromHash(window.location.hash));
    return () => stopPresentation();
  }, [projectId]);

  return (
    <ProjectorThemeProvider mode={mode}>
      <PresentScreen valid={projectId !== null} mode={mode} onTheme={toggle} />
    </ProjectorThemeProvider>
  );
}

function PresentScreen({
  valid,
  mode,
  onTheme,
}: {
  valid: boolean;
  mode: 'light' | 'dark';
  onTheme: () => void;
}) {
  const { status, mode: access } = useSnapshot(presentation);
  const signedOut = useSnapshot(session).status === 'signedOut';
  if (!valid || status === 'notFound') return <PresentNotFound signedOut={signedOut} />;
  if (status === 'signedOut') return <PresentSignedOut />;
  if (status === 'loading') return <PresentLoading />;
  return <Projector room={access === 'room'} revoked={status === 'revoked'} mode={mode} onTheme={onTheme} />;
}
