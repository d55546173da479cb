// bench:scale's presenters' process (scalePresenters.ts): sends the moves it is told to until it is stopped,
// then hands every outcome back to the bench.
import { sendMoves, type PresenterMessage } from './scalePresenters';

let stop: (() => Promise<unknown>) | undefined;
process.on('message', (message: PresenterMessage) => {
  if (message.type === 'start') stop = sendMoves(message.url, message.folders, message.movesPerSecond);
  else void stop?.().then((outcomes) => process.send!(outcomes));
});
process.on('disconnect', () => process.exit(0));
