// Preloaded into a benchmark's other process (bench:api's app server, bench:scale's nodes and client
// processes) when BENCH_PROFILE names a directory (`node --import tsx --import <this file>`): SIGUSR2 starts
// V8's CPU profiler, the next SIGUSR2 stops it and writes <dir>/<pid>-<n>.cpuprofile, so each measured call
// gets a profile of its own and several processes may share <dir>. bench/profileSummary.ts says where the
// time went.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

const dir = process.env.BENCH_PROFILE;
if (dir) {
  const session = new Session();
  session.connect();
  let profiles = 0;
  let running = false;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!running) {
        running = true;
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
        fs.writeFileSync(path.join(dir, `profiling-${process.pid}`), String(profiles + 1));
        return;
      }
      const { profile } = await session.post('Profiler.stop');
      running = false;
      profiles += 1;
      // Written whole, then renamed: the bench waits for the name.
      const file = path.join(dir, `${process.pid}-${profiles}.cpuprofile`);
      fs.writeFileSync(`${file}.part`, JSON.stringify(profile));
      fs.renameSync(`${file}.part`, file);
    })();
  });
}
