// The board's live connection as the store actions and features reach it; the socket work itself is
// client/src/realtime/boardLive.ts (only realtime/ touches the socket).
export { closeLive, focusCard, openProject, watchAccess } from '../realtime/boardLive';
