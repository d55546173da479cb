// What the minutes of a meeting are built from (docs/meetings.md "Minutes"): the project's cards as they
// were when it started, and the stretch of the folder's change log it covered.
import type { Minutes } from '../../../common/schemas/meetings';
import type { Db } from '../../db/connection';
import type { CardSnapshot } from '../../db/repos/meetingReads';

/** A meeting at its end, as the end command hands it over (endSeq: the folder's seq before meeting.ended). */
interface EndingMeeting {
  id: number;
  projectId: number;
  folderId: number;
  startSeq: number;
  endSeq: number;
  startedAt: Date;
  endedAt: Date;
  facilitatorId: string | null;
  snapshot: CardSnapshot;
}

export type BuildMinutes = (trx: Db, meeting: EndingMeeting) => Promise<Minutes>;
